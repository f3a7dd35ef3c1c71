// The mail room's escalation on a real Temporal service with a short timer (MAILROOM_ESCALATION_MS): the real
// worker process (outbox relay + Temporal worker) emails the client when staff log a service of process, then
// every interval emails the client again and alerts staff, until the client acknowledges it in the client area;
// a second item stops when staff close it.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { mailEscalationWorkflowId } from '../../domain/mailroom';
import { createTestApp, signedInAs, type TestAgent } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { multipartBody, pdfBytes, sha256 } from '../helpers/uploads';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live mail escalation suite');

const INTERVAL_MS = 2000;
const STAFF_ALERTS = 'agent-desk-live@formation.example';

describe.skipIf(!availability.available)('mail room escalation on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'mailroom-live',
    app: (env) => createTestApp(env),
    mail: true,
    workerEnv: () => ({
      SUPPORT_EMAIL: STAFF_ALERTS,
      PUBLIC_URL: 'https://formation.example',
      MAILROOM_ESCALATION_MS: String(INTERVAL_MS),
    }),
    cleanup: (ctx) => removeCreatedOrders(ctx.db),
  });
  let staff: TestAgent;

  beforeAll(async () => {
    staff = (await signedInAs(live.ctx, 'COMPLIANCE_OFFICER')).agent;
  });

  async function servedClient(name: string) {
    const client = await signedInAs(live.ctx, 'CLIENT');
    const { order } = await formEntities(
      live.ctx.db,
      client.user.id,
      [{ stateCode: 'DE', entityType: 'CORP', businessName: name }],
      parseCalendarDate('2026-02-02')!,
    );
    const entity = await live.ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
    const data = pdfBytes('summons');
    const body = await multipartBody(
      {
        checksum: sha256(data),
        entityId: entity.id,
        kind: 'SERVICE_OF_PROCESS',
        sender: 'Court of Chancery',
        receivedOn: '2026-11-23',
      },
      { name: 'summons.pdf', data, type: 'application/pdf' },
    );
    const logged = await staff.request({ method: 'POST', url: '/api/admin/mail', ...body, csrf: true });
    expect(logged.statusCode, logged.body).toBe(201);
    return { ...client, itemId: logged.json().id as string };
  }

  const mailsTo = async (email: string) => (await live.mail.mails()).filter((m) => m.to.includes(email.toLowerCase()));
  const escalations = (id: string) =>
    live.ctx.db.mailItem.findUniqueOrThrow({ where: { id } }).then((r) => r.escalationCount);

  it('reminds every interval until the client acknowledges, then the workflow ends', async () => {
    const dana = await servedClient('Live Served Inc');
    await waitFor(async () => (await mailsTo(dana.user.email)).length >= 1);
    expect((await mailsTo(dana.user.email))[0].subject).toBe(
      'Action needed: service of process received for Live Served Inc',
    );

    // Two rounds: the client emailed again each time, staff alerted each time.
    await waitFor(async () => (await escalations(dana.itemId)) >= 2, 60_000);
    const reminders = (await mailsTo(dana.user.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders.map((m) => m.subject).slice(0, 2)).toEqual([
      'Reminder 1: acknowledge the service of process for Live Served Inc',
      'Reminder 2: acknowledge the service of process for Live Served Inc',
    ]);
    const alerts = (await mailsTo(STAFF_ALERTS)).filter((m) => m.subject.includes('Live Served Inc'));
    expect(alerts.length).toBeGreaterThanOrEqual(2);

    const ack = await dana.agent.request({ method: 'POST', url: `/api/mail/${dana.itemId}/acknowledge`, csrf: true });
    expect(ack.json().status).toBe('ACKNOWLEDGED');
    const handle = live.temporal.client.workflow.getHandle(mailEscalationWorkflowId(dana.itemId));
    const result = await handle.result();
    expect(result.mailItemId).toBe(dana.itemId);
    const rounds = await escalations(dana.itemId);
    expect(result.rounds).toBe(rounds);
    // No reminder after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 1.5));
    expect(await escalations(dana.itemId)).toBe(rounds);
    const audited = await live.ctx.db.auditEntry.count({
      where: { target: dana.itemId, action: 'mailroom.escalated' },
    });
    expect(audited).toBe(rounds);
  }, 120_000);

  it('stops when staff close the item with a note', async () => {
    const eve = await servedClient('Live Closed Inc');
    await waitFor(async () => (await escalations(eve.itemId)) >= 1, 60_000);
    const closed = await staff.request({
      method: 'POST',
      url: `/api/admin/mail/${eve.itemId}/close`,
      payload: { note: 'Client reached by phone; papers forwarded to counsel' },
      csrf: true,
    });
    expect(closed.statusCode).toBe(200);
    const result = await live.temporal.client.workflow.getHandle(mailEscalationWorkflowId(eve.itemId)).result();
    expect(result.rounds).toBe(await escalations(eve.itemId));
  }, 120_000);
});
