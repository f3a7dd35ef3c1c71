// The registered-agent mail room through the API on the real database, with emails read from a local SMTP server:
// staff log items for two clients whose entities have the same name, each client sees, downloads and acknowledges
// only its own, another client's item answers 404 (audited), and the escalation rounds email the client again and
// alert staff until the service of process is acknowledged or closed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Role } from '../../domain/roles';
import { createMailer } from '../../platform/infra/mailer';
import { escalateMailItem } from '../../platform/services/mail';
import { type MailCatcher, startMailCatcher } from '../../scripts/go-tools/mail-catcher';
import { OutboxDeferred } from '../../worker/outbox-relay';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { clientWithCorporation as clientWithCorporationOf, removeCreatedOrders } from '../helpers/compliance';
import { relayEntry } from '../helpers/mail-relay';
import { silentLog } from '../helpers/silent-log';
import { multipartBody, pdfBytes, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let smtp: MailCatcher;
let storageDir: string;
const STAFF_ALERTS = 'agent-desk@formation.example';

beforeAll(async () => {
  smtp = await startMailCatcher();
  storageDir = await mkdtemp(path.join(tmpdir(), 'mailroom-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  // Removing the orders removes their entities and with them their mail items.
  await removeCreatedOrders(ctx.db);
  await ctx.close();
  await smtp.close();
  await rm(storageDir, { recursive: true, force: true });
});

const mailer = () => createMailer({ smtpUrl: smtp.url, publicUrl: 'https://formation.example' }, silentLog);
const noticeDeps = () => ({ db: ctx.db, mailer: mailer(), log: silentLog, publicUrl: 'https://formation.example' });

/** Runs an item's outbox entry of this kind as the worker's relay does. */
const relay = (kind: string, mailItemId: string) =>
  relayEntry(ctx, smtp.url, kind, { payload: { path: ['mailItemId'], equals: mailItemId } });

const clientWithCorporation = () => clientWithCorporationOf(ctx);

async function logItem(
  agent: TestAgent,
  fields: Record<string, string>,
  file = { name: 'summons.pdf', data: pdfBytes(), type: 'application/pdf' },
) {
  const body = await multipartBody({ checksum: sha256(file.data), ...fields }, file);
  return agent.request({ method: 'POST', url: '/api/admin/mail', ...body, csrf: true });
}

const mailsTo = async (email: string) => (await smtp.mails()).filter((m) => m.to.includes(email.toLowerCase()));

describe('registered-agent mail room', () => {
  it('only the mailroom area logs, lists and closes mail', async () => {
    const { entity } = await clientWithCorporation();
    const fields = { entityId: entity.id, kind: 'STATE_NOTICE', sender: 'State', receivedOn: '2026-11-20' };
    const expected: Record<Role, number> = {
      ADMIN: 201,
      SUPERADMIN: 201,
      COMPLIANCE_OFFICER: 201,
      PARALEGAL: 403,
      CLIENT: 403,
      MEMBER: 403,
    };
    for (const [role, status] of Object.entries(expected) as [Role, number][]) {
      const { agent } = await signedInAs(ctx, role);
      const logged = await logItem(agent, fields);
      expect(logged.statusCode, `${role} logs: ${logged.body}`).toBe(status);
      const list = await agent.request({ method: 'GET', url: '/api/admin/mail' });
      expect(list.statusCode, `${role} lists`).toBe(status === 201 ? 200 : 403);
    }
  });

  it('refuses bad fields with 400 and keeps nothing', async () => {
    const { entity } = await clientWithCorporation();
    const { agent } = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const before = await ctx.db.mailItem.count();
    const cases: [Record<string, string>, RegExp][] = [
      [{ entityId: entity.id, kind: 'LOVE_LETTER', sender: 'x', receivedOn: '2026-11-20' }, /kind/],
      [{ entityId: entity.id, kind: 'TAX_NOTICE', sender: '', receivedOn: '2026-11-20' }, /sender/],
      [{ entityId: entity.id, kind: 'TAX_NOTICE', sender: 'IRS', receivedOn: 'yesterday' }, /receivedOn/],
      [{ entityId: 'nope', kind: 'TAX_NOTICE', sender: 'IRS', receivedOn: '2026-11-20' }, /entityId/],
    ];
    for (const [fields, message] of cases) {
      const response = await logItem(agent, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const unknown = await logItem(agent, {
      entityId: '00000000-0000-4000-8000-000000000000',
      kind: 'TAX_NOTICE',
      sender: 'IRS',
      receivedOn: '2026-11-20',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.db.mailItem.count()).toBe(before);
  });

  it('two scans of one name logged for one entity on one day at once stay two files, each item serving its own', async () => {
    const client = await clientWithCorporation();
    const { agent: staff } = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const scans = [pdfBytes('first summons'), pdfBytes('second summons')];
    const logged = await Promise.all(
      scans.map((data) =>
        logItem(
          staff,
          { entityId: client.entity.id, kind: 'SERVICE_OF_PROCESS', sender: 'Court', receivedOn: '2026-11-20' },
          { name: 'scan.pdf', data, type: 'application/pdf' },
        ),
      ),
    );
    for (const response of logged) expect(response.statusCode, response.body).toBe(201);
    const [first, second] = logged.map((response) => response.json());
    expect(first.scan.id).not.toBe(second.scan.id);
    for (const [item, data] of [
      [first, scans[0]],
      [second, scans[1]],
    ] as const) {
      const download = await client.agent.request({ method: 'GET', url: `/api/mail/${item.id}/scan` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(data)).toBe(true);
      expect(await ctx.db.assetVersion.count({ where: { assetId: item.scan.id } })).toBe(1);
    }
  });

  it('two clients with the same entity name each see, download and acknowledge only their own item', async () => {
    const alice = await clientWithCorporation();
    const bob = await clientWithCorporation();
    const { agent: staff, user: officer } = await signedInAs(ctx, 'COMPLIANCE_OFFICER');

    const served = await logItem(staff, {
      entityId: alice.entity.id,
      kind: 'SERVICE_OF_PROCESS',
      sender: 'Superior Court of Delaware',
      receivedOn: '2026-11-20',
    });
    expect(served.statusCode).toBe(201);
    const item = served.json();
    expect(item).toMatchObject({
      kind: 'SERVICE_OF_PROCESS',
      status: 'NEW',
      needsAcknowledgement: true,
      warning: null,
      clientEmail: alice.user.email,
      loggedByEmail: officer.email,
      businessName: 'Same Name Inc',
    });
    const scan = await ctx.db.asset.findUniqueOrThrow({ where: { id: item.scan.id } });
    expect(scan.ownerId, 'the scan is a DAM file owned by the client').toBe(alice.user.id);

    const pitch = await logItem(staff, {
      entityId: bob.entity.id,
      kind: 'SOLICITATION',
      sender: 'Corporate Records Service',
      receivedOn: '2026-11-21',
    });
    expect(pitch.statusCode).toBe(201);
    expect(pitch.json().warning).toMatch(/not a notice from the state/);

    // The client is emailed at once (the outbox entry, sent by the worker's relay), once.
    await relay(OUTBOX_KINDS.mailroomEmail, item.id);
    await relay(OUTBOX_KINDS.mailroomEmail, item.id);
    const notices = await mailsTo(alice.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Action needed: service of process received for Same Name Inc');
    expect(notices[0].text).toContain('Superior Court of Delaware');
    expect(notices[0].text).toContain(`https://formation.example/mail?item=${item.id}`);
    await relay(OUTBOX_KINDS.mailroomEmail, pitch.json().id);
    expect((await mailsTo(bob.user.email))[0].text).toMatch(/not a notice from the state/);
    // Without Temporal the escalation entry waits for it instead of failing.
    await expect(relay(OUTBOX_KINDS.mailroomEscalation, item.id)).rejects.toBeInstanceOf(OutboxDeferred);

    const aliceList = (await alice.agent.request({ method: 'GET', url: '/api/mail' })).json().data;
    expect(aliceList.map((m: { id: string }) => m.id)).toEqual([item.id]);
    const bobList = (await bob.agent.request({ method: 'GET', url: '/api/mail' })).json().data;
    expect(bobList.map((m: { id: string }) => m.id)).toEqual([pitch.json().id]);

    // Bob reaching Alice's item: 404 on every route, each attempt audited.
    const attempts = [
      { method: 'GET' as const, url: `/api/mail/${item.id}` },
      { method: 'GET' as const, url: `/api/mail/${item.id}/scan` },
      { method: 'POST' as const, url: `/api/mail/${item.id}/acknowledge`, csrf: true },
    ];
    for (const attempt of attempts) {
      const response = await bob.agent.request(attempt);
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.json().message).toBe(`Mail item not found: ${item.id}`);
    }
    const denied = await ctx.db.auditEntry.count({
      where: { action: 'access.denied', actorId: bob.user.id, target: `mail:${item.id}` },
    });
    expect(denied).toBe(3);
    const missing = await bob.agent.request({ method: 'GET', url: '/api/mail/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);

    // Alice opens the scan (viewed, audited once) and acknowledges.
    const download = await alice.agent.request({ method: 'GET', url: `/api/mail/${item.id}/scan` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    const opened = await alice.agent.request({ method: 'GET', url: `/api/mail/${item.id}` });
    expect(opened.json()).toMatchObject({ status: 'VIEWED' });
    expect(opened.json().viewedAt).not.toBeNull();
    const acknowledged = await alice.agent.request({
      method: 'POST',
      url: `/api/mail/${item.id}/acknowledge`,
      csrf: true,
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().status).toBe('ACKNOWLEDGED');
    const again = await alice.agent.request({ method: 'POST', url: `/api/mail/${item.id}/acknowledge`, csrf: true });
    expect(again.json().status).toBe('ACKNOWLEDGED');
    const notNeeded = await bob.agent.request({
      method: 'POST',
      url: `/api/mail/${pitch.json().id}/acknowledge`,
      csrf: true,
    });
    expect(notNeeded.statusCode).toBe(409);

    const trail = await ctx.db.auditEntry.findMany({
      where: { target: item.id, action: { startsWith: 'mailroom.' } },
      orderBy: { createdAt: 'asc' },
    });
    expect(trail.map((e) => e.action)).toEqual([
      'mailroom.received',
      'mailroom.notified',
      'mailroom.viewed',
      'mailroom.acknowledged',
    ]);

    // Staff filter by entity and close with a note.
    const filtered = await staff.request({ method: 'GET', url: `/api/admin/mail?entityId=${bob.entity.id}` });
    expect(filtered.json().data.map((m: { id: string }) => m.id)).toEqual([pitch.json().id]);
    const noNote = await staff.request({
      method: 'POST',
      url: `/api/admin/mail/${pitch.json().id}/close`,
      payload: { note: ' ' },
      csrf: true,
    });
    expect(noNote.statusCode).toBe(400);
    const closed = await staff.request({
      method: 'POST',
      url: `/api/admin/mail/${pitch.json().id}/close`,
      payload: { note: 'Junk mail, client told' },
      csrf: true,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', closingNote: 'Junk mail, client told' });
    const twice = await staff.request({
      method: 'POST',
      url: `/api/admin/mail/${pitch.json().id}/close`,
      payload: { note: 'again' },
      csrf: true,
    });
    expect(twice.statusCode).toBe(409);
    const open = await staff.request({ method: 'GET', url: `/api/admin/mail?status=OPEN&entityId=${bob.entity.id}` });
    expect(open.json().data).toEqual([]);
  });

  it('escalation rounds email the client again and alert staff until acknowledged, once per round', async () => {
    const carol = await clientWithCorporation();
    const { agent: staff } = await signedInAs(ctx, 'ADMIN');
    const served = await logItem(staff, {
      entityId: carol.entity.id,
      kind: 'SERVICE_OF_PROCESS',
      sender: 'Court of Chancery',
      receivedOn: '2026-11-22',
    });
    const id = served.json().id;
    const deps = { ...noticeDeps(), staffAlertEmail: STAFF_ALERTS };
    expect(await escalateMailItem(deps, { mailItemId: id, round: 1 })).toEqual({ open: true });
    expect(await escalateMailItem(deps, { mailItemId: id, round: 1 }), 'a retried round').toEqual({ open: true });
    expect((await mailsTo(carol.user.email)).map((m) => m.subject)).toEqual([
      'Reminder 1: acknowledge the service of process for Same Name Inc',
    ]);
    const alerts = (await mailsTo(STAFF_ALERTS)).filter(
      (m) => m.text.includes(id) || m.text.includes(carol.user.email),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe('Unacknowledged service of process: Same Name Inc (reminder 1)');

    await carol.agent.request({ method: 'POST', url: `/api/mail/${id}/acknowledge`, csrf: true });
    expect(await escalateMailItem(deps, { mailItemId: id, round: 2 })).toEqual({ open: false });
    const row = await ctx.db.mailItem.findUniqueOrThrow({ where: { id } });
    expect(row.escalationCount).toBe(1);
    expect(await ctx.db.auditEntry.count({ where: { target: id, action: 'mailroom.escalated' } })).toBe(1);
  });
});
