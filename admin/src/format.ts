// The back-office's one way to show money, dates, counts and status colours: every screen formats through this module
// (a unit test refuses any other date or money formatting in storefront/src, admin/src and web/, and any colour
// table outside it). Amounts arrive from the API in
// integer cents and are shown with cents ('$1,400.00'); dates as 'Nov 28, 2026' and 'Nov 28, 2026, 3:04 PM'.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

export const formatCents = (cents: number) => usd.format(cents / 100);
/** Whole dollars (a state fee): '$300.00', the same shape as every other amount. */
export const formatUsd = (dollars: number) => usd.format(dollars);
/** A count: '12,345'. */
export const formatCount = (value: number) => count.format(value);

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or until: '5 minutes ago', 'in 2 days'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return relative.format(Math.round(diff / size), unit);
  }
  return '';
}

const chartShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const chartLong = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
/** A chart's axis label ('Nov 28, 3:04 PM') or its tooltip (with seconds). */
export const formatChartMoment = (timestamp: number | string | Date, short = true) =>
  (short ? chartShort : chartLong).format(new Date(timestamp));

export { DATE_OPTIONS, DATE_TIME_OPTIONS, formatDate, formatDateTime, formatDay } from '../../domain/date-display';

/**
 * One colour per status word, whichever screen shows it (case and dashes aside: 'pending' is PENDING): waiting or
 * at risk in the warning colour, ahead or under way blue, done or in order green, refused, failed or urgent red,
 * ended or idle grey. A word not listed is grey.
 */
const STATUS_COLOURS: Record<string, ChipColour> = {
  PENDING: 'warning',
  ENDING: 'warning',
  LATE: 'warning',
  BREACH_NOTICE: 'warning',
  PAYMENT_HOLD: 'warning',
  MEDIUM: 'warning',
  ADVANCED: 'warning',
  UPCOMING: 'info',
  RENEWS: 'info',
  NEW: 'info',
  VIEWED: 'info',
  PROCESSING: 'info',
  INTERMEDIATE: 'info',
  FILED: 'success',
  SIGNED: 'success',
  DONE: 'success',
  COMPLETED: 'success',
  SUCCEEDED: 'success',
  ACKNOWLEDGED: 'success',
  CURRENT: 'success',
  COMPLIANT: 'success',
  ACTIVE: 'success',
  ENABLED: 'success',
  OVERDUE: 'error',
  REJECTED: 'error',
  FAILED: 'error',
  PAYMENT_FAILED: 'error',
  DELINQUENT: 'error',
  DEFAULT: 'error',
  DISABLED: 'error',
  ESCALATED: 'error',
  AWAITING_ACKNOWLEDGEMENT: 'error',
  SERVICE_OF_PROCESS: 'error',
  HIGH: 'error',
  EXPERT: 'error',
};
type ChipColour = 'default' | 'info' | 'success' | 'warning' | 'error';
export const statusColour = (status: string): ChipColour =>
  STATUS_COLOURS[status.toUpperCase().replace(/[\s-]+/g, '_')] ?? 'default';

/** Whose move an order waits on, in its text colour: the client's in the warning colour, the state's in blue. */
const HOLDER_COLOURS: Record<string, string> = { client: 'warning.dark', state: 'info.dark', team: 'text.primary' };
export const holderColour = (kind: string) => HOLDER_COLOURS[kind] ?? 'text.secondary';
