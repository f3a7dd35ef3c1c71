// The storefront's one way to show money, dates, counts and statuses: every page formats through this module (a
// unit test refuses any other date or money formatting in storefront/src, admin/src and web/).
// Dates: 'Nov 28, 2026' (a moment in the reader's time zone, or a calendar day such as a deadline, the same day
// everywhere), 'Nov 28, 2026, 3:04 PM' with its time. Money has one shape on every page, a price or an amount
// charged, whole or not: '$1,400.00'.
import type { ChipProps } from '@mui/material/Chip';
import { formatDate, formatDateTime, formatDay } from '../../../domain/date-display';

export { formatDate, formatDateTime, formatDay };

let monthFormat: Intl.DateTimeFormat | undefined;
/** A month heading: 'November 2026', of a calendar day 'YYYY-MM-DD'. */
const month = () =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }));
export const formatMonth = (day: string) => month().format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A calendar day sent as 'YYYY-MM-DD' (a due date, a day mail was received): 'Nov 28, 2026'. */
export const formatCalendarDay = (day: string) => formatDay(`${day.slice(0, 10)}T00:00:00Z`);

// The formatters are made on first use: a currency formatter costs the browser its locale data, which would
// otherwise be loaded while the page's modules evaluate, in one long task with them.
let withCents: Intl.NumberFormat | undefined;
const cents = () =>
  (withCents ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Dollars, always with cents: 1400 -> '$1,400.00', 74.17 -> '$74.17'. */
export const formatUsd = (dollars: number): string => cents().format(dollars);

/** Integer cents, always with cents: 140000 -> '$1,400.00'. */
export const formatCents = (amount: number): string => cents().format(amount / 100);

/**
 * One colour per status word, whichever page shows it: Pending is always the warning colour, In progress the
 * information colour, a finished or filed thing green, a refusal or failure red, anything ended grey.
 */
const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  PENDING: 'warning',
  IN_PROGRESS: 'info',
  COMPLETE: 'success',
  CANCELED: 'default',
  FILED: 'success',
  REJECTED: 'error',
  UPCOMING: 'info',
  DUE_SOON: 'warning',
  OVERDUE: 'error',
  NEW: 'info',
  DONE: 'success',
  WAIVED: 'default',
  ACTIVE: 'success',
  DISSOLVED: 'default',
  renews: 'success',
  card_needed: 'warning',
  payment_failed: 'error',
  ending: 'warning',
  ended: 'default',
};

export const statusColour = (status: string): ChipProps['color'] => STATUS_COLOURS[status] ?? 'default';

/** Whose move an order waits on, in its text colour: the client's in the warning colour, the state's in blue. */
const HOLDER_COLOURS: Record<string, string> = {
  client: 'warning.dark',
  state: 'info.dark',
  team: 'text.primary',
  none: 'text.primary',
};
export const holderColour = (kind: string) => HOLDER_COLOURS[kind] ?? 'text.primary';
