// npm run reconcile [-- --date YYYY-MM-DD]: pairs the day's Stripe charges and refunds (today, UTC, by default) with
// our orders, as the daily maintenance job does for the day before; prints each mismatch (stored for staff on the
// back-office dashboard and in the audit log). Exits 0 when there are none, 1 when some differ, 2 on bad input.
import { parseArgs } from 'node:util';
import { parseCalendarDate } from '../domain/calendar-dates';
import { loadConfig } from '../platform/config';
import { createPrisma } from '../platform/infra/prisma';
import { createStripe } from '../platform/infra/stripe';
import { reconcilePayments, utcDay } from '../platform/services/reconciliation';

function refuse(message: string): never {
  console.error(message);
  console.error('usage: npm run reconcile [-- --date YYYY-MM-DD]');
  process.exit(2);
}

let date: string | undefined;
try {
  date = parseArgs({ options: { date: { type: 'string' } } }).values.date;
} catch (err) {
  refuse((err as Error).message);
}
const day = date === undefined ? utcDay(new Date()) : parseCalendarDate(date);
if (!day) refuse(`--date must be a day, YYYY-MM-DD (got "${date}")`);

const config = loadConfig();
const stripe = createStripe(config);
if (!stripe) refuse('Reconciliation lists charges from Stripe: set STRIPE_SECRET_KEY');
const db = createPrisma(config.databaseUrl);
try {
  const report = await reconcilePayments(db, stripe, day);
  console.log(
    `${report.day}: ${report.charges} charges, ${report.refunds} refunds, ${report.orders} orders, ${report.mismatches.length} mismatches (${report.recorded} new)`,
  );
  for (const found of report.mismatches) console.log(`  ${found.kind}: ${found.detail}`);
  process.exitCode = report.mismatches.length === 0 ? 0 : 1;
} finally {
  await db.$disconnect();
}
