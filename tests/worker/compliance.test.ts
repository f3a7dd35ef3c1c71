// Obligations at order completion and the daily reminder scan, on a fake clock, against the real database and Redis.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays, formatCalendarDate, parseCalendarDate } from '../../domain/calendar-dates';
import { FRANCHISE_TAX_RULE_ID } from '../../domain/delaware-franchise-tax';
import { loadConfig } from '../../platform/config';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { createPrisma } from '../../platform/infra/prisma';
import { COMPLIANCE_SCAN_JOB } from '../../platform/queues/compliance';
import {
  countOverdueObligations,
  createObligationsForOrder,
  reminderCandidates,
  saveFranchiseTaxInputs,
} from '../../platform/services/compliance';
import { upsertUser } from '../../platform/services/identity';
import { runComplianceScan } from '../../worker/compliance/reminder-scan';
import {
  COMPLIANCE_SCAN_PATTERN,
  COMPLIANCE_SCAN_SCHEDULER,
  ORGANIZATION_DIGEST_PATTERN,
  ORGANIZATION_DIGEST_SCHEDULER,
  startComplianceScheduler,
} from '../../worker/compliance/scheduler';
import { createNotificationActivities } from '../../worker/pipeline/notifications';
import { createCompletedOrder, formEntities, removeCreatedOrders } from '../helpers/compliance';
import { silentLog } from '../helpers/silent-log';

const db = createPrisma(inject('databaseUrl'));
afterAll(async () => {
  await removeCreatedOrders(db);
  await db.$disconnect();
});
const day = (text: string) => parseCalendarDate(text)!;
const PUBLIC_URL = 'http://formation.test';

/** A mailer that keeps what it is asked to send; `failOnce` makes the next matching send throw. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  let failNext: ((message: MailMessage) => boolean) | null = null;
  const mailer: Mailer & { sent: MailMessage[]; failOnce(match: (message: MailMessage) => boolean): void } = {
    transport: 'log',
    sent,
    failOnce(match) {
      failNext = match;
    },
    async send(message) {
      // A real transport takes a moment: long enough for a concurrent scan to reach the same reminder.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failNext?.(message)) {
        failNext = null;
        throw new Error('SMTP refused');
      }
      sent.push(message);
    },
  };
  return mailer;
}

let userCounter = 0;
const newClient = () =>
  upsertUser(db, {
    email: `compliance-${Date.now()}-${++userCounter}@test.example`,
    password: 'x'.repeat(12),
    role: 'CLIENT',
  });

describe('obligations at order completion', () => {
  it('creates each entity’s first obligations once, formed on the completion day; a second call creates nothing', async () => {
    const client = await newClient();
    const order = await createCompletedOrder(db, client.id, [
      { stateCode: 'DE', entityType: 'LLC' },
      { stateCode: 'CA', entityType: 'CORP' },
    ]);
    const first = await createObligationsForOrder(db, order.id, new Date('2026-04-10T18:30:00Z'));
    expect(first).toEqual({ entities: 2, obligations: 5 });
    const again = await Promise.all([
      createObligationsForOrder(db, order.id, new Date('2026-05-01T00:00:00Z')),
      createObligationsForOrder(db, order.id, new Date('2026-05-01T00:00:00Z')),
    ]);
    expect(again).toEqual([
      { entities: 0, obligations: 0 },
      { entities: 0, obligations: 0 },
    ]);
    const entities = await db.formedEntity.findMany({ where: { orderId: order.id } });
    expect(entities.map((e) => e.formedOn.toISOString().slice(0, 10))).toEqual(['2026-04-10', '2026-04-10']);
    expect(entities.every((e) => e.userId === client.id)).toBe(true);
    const dues = await db.complianceObligation.findMany({
      where: { entity: { orderId: order.id } },
      orderBy: [{ dueDate: 'asc' }, { ruleId: 'asc' }],
    });
    expect(dues.map((o) => [o.ruleId, o.dueDate.toISOString().slice(0, 10)])).toEqual(
      [
        ['CA-CORP-FRANCHISE-TAX', '2026-07-15'],
        ['CA-CORP-STATEMENT', '2026-07-09'],
        ['DE-LLC-ANNUAL-TAX', '2027-06-01'],
        ['CA-REGISTERED-AGENT', '2027-04-10'],
        ['DE-REGISTERED-AGENT', '2027-04-10'],
      ].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0])),
    );
  });

  it('the pipeline activity that completes an order creates the obligations', async () => {
    const order = await createCompletedOrder(db, null, [{ stateCode: 'WY', entityType: 'LLC' }]);
    await db.order.update({ where: { id: order.id }, data: { stage: 'FILING', status: 'IN_PROGRESS' } });
    const activities = createNotificationActivities({ db, mailer: recordingMailer(), publicUrl: PUBLIC_URL });
    await activities.completeOrder({ orderId: order.id });
    await activities.completeOrder({ orderId: order.id });
    expect(await db.complianceObligation.count({ where: { entity: { orderId: order.id } } })).toBe(2);
  });
});

describe('daily reminder scan', () => {
  it('emails the client 60, 30 and 7 days before and on the day, each once, run twice and concurrently', async () => {
    const client = await newClient();
    // A Wyoming LLC formed 2030-09-15: its annual report is due 2031-09-01, its agent renewal 2031-09-15.
    const { obligations } = await formEntities(
      db,
      client.id,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Reminder Wyoming LLC' }],
      day('2030-09-15'),
    );
    const report = obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
    const mailer = recordingMailer();
    const deps = { db, mailer, log: silentLog, publicUrl: PUBLIC_URL };
    const mine = () => mailer.sent.filter((m) => m.to === client.email);

    // Walk a fake clock through the year: twice a day, two scans at once each time.
    let clock = day('2031-06-01');
    const end = day('2031-09-16');
    while (clock <= end) {
      const at = new Date(clock.getTime() + 13 * 3600_000);
      await Promise.all([runComplianceScan(deps, at), runComplianceScan(deps, at)]);
      await runComplianceScan(deps, at);
      clock = addDays(clock, 1);
    }
    const subjects = mine().map((m) => m.subject);
    // The agent renewal is the client's renewal (its notice, not a reminder, tells of the charge).
    expect(subjects).toEqual([
      'Annual Report and License Tax for Reminder Wyoming LLC is due in 60 days',
      'Annual Report and License Tax for Reminder Wyoming LLC is due in 30 days',
      'Annual Report and License Tax for Reminder Wyoming LLC is due in 7 days',
      'Annual Report and License Tax for Reminder Wyoming LLC is due today',
    ]);
    expect(mine()[0].text).toContain(`${PUBLIC_URL}/compliance`);
    const reminders = await db.complianceReminder.findMany({ where: { obligationId: report.id } });
    const clientKeys = reminders.filter((r) => r.recipient === client.email).map((r) => r.reminderKey);
    expect(clientKeys.sort()).toEqual(['0', '30', '60', '7']);
  });

  it('tells compliance staff about an overdue obligation once, and a failed send is retried by the next scan', async () => {
    const officer = await upsertUser(db, {
      email: `officer-${Date.now()}@test.example`,
      password: 'x'.repeat(12),
      role: 'COMPLIANCE_OFFICER',
    });
    const client = await newClient();
    const { obligations } = await formEntities(
      db,
      client.id,
      [{ stateCode: 'SD', entityType: 'CORP', businessName: 'Late Dakota Corp' }],
      day('2040-03-03'),
    );
    const report = obligations.find((o) => o.ruleId === 'SD-CORP-ANNUAL-REPORT')!;
    expect(report.dueDate.toISOString().slice(0, 10)).toBe('2041-03-31');
    const mailer = recordingMailer();
    const deps = { db, mailer, log: silentLog, publicUrl: PUBLIC_URL };
    const overdueFor = () =>
      mailer.sent.filter((m) => m.subject.startsWith('Overdue:') && m.subject.includes('Late Dakota'));

    const lateDay = new Date('2041-04-02T13:00:00Z');
    mailer.failOnce((m) => m.subject === 'Overdue: Annual Report for Late Dakota Corp (SD)');
    await runComplianceScan(deps, lateDay);
    // The report's notice failed to send: its claim was rolled back (the agent renewal is billed, not reminded).
    expect(overdueFor()).toEqual([]);
    expect(await db.complianceReminder.count({ where: { obligationId: report.id } })).toBe(0);
    await Promise.all([runComplianceScan(deps, lateDay), runComplianceScan(deps, lateDay)]);
    await runComplianceScan(deps, new Date('2041-04-03T13:00:00Z'));
    const notices = overdueFor();
    expect(notices.map((m) => m.subject)).toEqual(['Overdue: Annual Report for Late Dakota Corp (SD)']);
    expect(notices.every((m) => m.to.includes(officer.email) && !m.to.includes(client.email))).toBe(true);
    expect(await db.auditEntry.count({ where: { action: 'compliance.overdue', target: report.id } })).toBe(1);
    expect(await countOverdueObligations(db, lateDay)).toBeGreaterThanOrEqual(2);
    // Told once, it is no longer among the scan's candidates: a day's scan reads the day's work, not every overdue
    // obligation of every year.
    const candidates = async (on: string) =>
      (await reminderCandidates(db, day(on), 60, 10_000, undefined)).map((o) => o.id);
    expect(await candidates('2041-04-03')).not.toContain(report.id);
    expect(await candidates('2041-03-01')).toContain(report.id);

    // Once filed, nothing more is sent for it.
    await db.complianceObligation.update({ where: { id: report.id }, data: { filedOn: day('2041-04-03') } });
    const before = mailer.sent.length;
    await runComplianceScan(deps, new Date('2041-04-04T13:00:00Z'));
    expect(mailer.sent.slice(before).filter((m) => m.subject.includes('Late Dakota'))).toEqual([]);
  });
});

describe('compliance job scheduler', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${inject('redisPrefix')}-compliance`,
    PUBLIC_URL,
  });

  it('registers a daily scheduler and runs the scan as a queue job on its clock', async () => {
    const client = await newClient();
    await formEntities(
      db,
      client.id,
      [{ stateCode: 'NV', entityType: 'CORP', businessName: 'Queued Nevada Corp' }],
      day('2050-01-20'),
    );
    const mailer = recordingMailer();
    const scheduler = startComplianceScheduler({
      config,
      db,
      log: silentLog,
      mailer,
      now: () => new Date('2051-01-13T13:00:00Z'),
    });
    try {
      await scheduler.scheduled;
      const schedulers = await scheduler.queue.getJobSchedulers();
      expect(schedulers).toHaveLength(2);
      expect(schedulers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: COMPLIANCE_SCAN_SCHEDULER, pattern: COMPLIANCE_SCAN_PATTERN }),
          expect.objectContaining({ key: ORGANIZATION_DIGEST_SCHEDULER, pattern: ORGANIZATION_DIGEST_PATTERN }),
        ]),
      );
      const job = await scheduler.queue.add(COMPLIANCE_SCAN_JOB, {});
      const done = await new Promise<unknown>((resolve, reject) => {
        scheduler.worker.on('completed', (finished, result) => finished.id === job.id && resolve(result));
        scheduler.worker.on('failed', (failed, err) => failed?.id === job.id && reject(err));
      });
      expect(done).toMatchObject({ clientReminders: expect.any(Number) });
      // 2051-01-13: the annual list (2051-01-31) is 18 days away; the agent renewal (2051-01-20) has its own notice.
      expect(mailer.sent.filter((m) => m.to === client.email).map((m) => m.subject)).toEqual([
        'Annual List and State Business License for Queued Nevada Corp is due in 18 days',
      ]);
      await scheduler.queue.obliterate({ force: true });
    } finally {
      await scheduler.close();
    }
  });
});

describe('Delaware franchise tax in reminders', () => {
  it('quotes the estimate from the figures entered in the March 1 reminder', async () => {
    const client = await newClient();
    const { obligations } = await formEntities(
      db,
      client.id,
      [{ stateCode: 'DE', entityType: 'CORP', businessName: 'Reminder Delaware Inc' }],
      day('2040-05-04'),
    );
    const report = obligations.find((o) => o.ruleId === FRANCHISE_TAX_RULE_ID)!;
    expect(formatCalendarDate(report.dueDate)).toBe('2041-03-01');
    await saveFranchiseTaxInputs(
      db,
      report.entityId,
      {
        classes: [{ name: 'Common', authorizedShares: 5_000_000, parValue: '0.0001' }],
        issuedShares: 4_000_000,
        grossAssetsCents: 3_000_000_00,
      },
      client.email,
    );
    const mailer = recordingMailer();
    await runComplianceScan({ db, mailer, log: silentLog, publicUrl: PUBLIC_URL }, new Date('2041-01-01T13:00:00Z'));
    const reminder = mailer.sent.find((m) => m.to === client.email && m.subject.startsWith('Annual Franchise Tax'));
    // Assumed par $0.75 x 5,000,000 = $3,750,000: 4 x $400, against $42,665 by authorized shares.
    expect(reminder?.text).toContain(
      'Estimated franchise tax: $1,600.00 by the Assumed Par Value Capital method (the lesser of the two), plus the ' +
        '$50.00 annual report fee: $1,650.00 in all.',
    );
  });
});
