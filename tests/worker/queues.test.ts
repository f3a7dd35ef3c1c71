// The maintenance queue on the real Redis (own key prefix) and the test database.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import {
  PARTNER_INVOICES_PATTERN,
  PARTNER_INVOICES_SCHEDULER,
  PAYMENT_RECONCILIATION_PATTERN,
  PAYMENT_RECONCILIATION_SCHEDULER,
  PRUNE_SESSIONS_JOB,
  PRUNE_SESSIONS_SCHEDULER,
  runMaintenanceJob,
  startMaintenance,
} from '../../worker/maintenance';
import { silentLog } from '../helpers/silent-log';

const db = createPrisma(inject('databaseUrl'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: inject('databaseUrl'),
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `${inject('redisPrefix')}-queues`,
});
afterAll(() => db.$disconnect());

describe('maintenance queue', () => {
  it('the prune job removes expired sessions only', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await db.session.createMany({
      data: [
        { sid: `expired-${Date.now()}`, data: {}, expiresAt: past },
        { sid: `live-${Date.now()}`, data: {}, expiresAt: future },
      ],
    });
    const { pruned } = (await runMaintenanceJob(db, { name: PRUNE_SESSIONS_JOB })) as { pruned: number };
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await db.session.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
    expect(await db.session.count({ where: { expiresAt: future } })).toBe(1);
  });

  it('registers the hourly, daily and monthly job schedulers under the configured key prefix', async () => {
    const maintenance = startMaintenance({ config, db, log: silentLog });
    try {
      await maintenance.scheduled;
      const schedulers = await maintenance.queue.getJobSchedulers();
      expect(schedulers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: PRUNE_SESSIONS_SCHEDULER, every: 60 * 60 * 1000 }),
          expect.objectContaining({ key: PARTNER_INVOICES_SCHEDULER, pattern: PARTNER_INVOICES_PATTERN, tz: 'UTC' }),
          expect.objectContaining({
            key: PAYMENT_RECONCILIATION_SCHEDULER,
            pattern: PAYMENT_RECONCILIATION_PATTERN,
            tz: 'UTC',
          }),
        ]),
      );
      expect(schedulers).toHaveLength(3);
      const redis = new Redis(config.redisUrl);
      try {
        expect((await redis.keys(`${config.redisPrefix}:bull:maintenance:*`)).length).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
      await maintenance.queue.obliterate({ force: true });
    } finally {
      await maintenance.close();
    }
  });
});
