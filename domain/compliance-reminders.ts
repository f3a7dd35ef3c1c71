// When a compliance obligation calls for a reminder, and how its status reads. Pure: the worker stores and sends.
import { daysBetween } from './calendar-dates';

/** Client reminders: this many days before the deadline, and on the day. */
export const CLIENT_REMINDER_OFFSETS = [60, 30, 7, 0] as const;
/** The key of the staff notice about an obligation past its deadline and not filed. */
export const OVERDUE_REMINDER = 'overdue';
export type ReminderKey = `${(typeof CLIENT_REMINDER_OFFSETS)[number]}` | typeof OVERDUE_REMINDER;

/**
 * The reminder an open obligation calls for `daysLeft` days before its deadline: the latest offset already
 * reached (a scan that missed a day still sends the most recent one, never an older one), 'overdue' once the
 * deadline has passed, null while it is further away than the first offset.
 */
export function reminderFor(daysLeft: number): ReminderKey | null {
  if (daysLeft < 0) return OVERDUE_REMINDER;
  const reached = CLIENT_REMINDER_OFFSETS.filter((offset) => daysLeft <= offset);
  if (reached.length === 0) return null;
  return `${Math.min(...reached)}` as ReminderKey;
}

/**
 * The days-left ranges in which each reminder is the one called for (reminderFor's answer, as ranges a query can
 * use): 'overdue' below 0 days left, each offset from the next smaller offset + 1 up to itself. An obligation in a
 * range that already has that range's reminder needs nothing, so the daily scan reads only the others.
 */
export function reminderWindows(): { key: ReminderKey; fromDaysLeft: number | null; toDaysLeft: number }[] {
  const offsets = [...CLIENT_REMINDER_OFFSETS].sort((a, b) => a - b);
  return [
    { key: OVERDUE_REMINDER, fromDaysLeft: null, toDaysLeft: -1 },
    ...offsets.map((offset, i) => ({
      key: `${offset}` as ReminderKey,
      fromDaysLeft: i === 0 ? 0 : offsets[i - 1] + 1,
      toDaysLeft: offset,
    })),
  ];
}

export const OBLIGATION_STATUSES = ['UPCOMING', 'OVERDUE', 'FILED'] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

export const OBLIGATION_STATUS_LABELS: Record<ObligationStatus, string> = {
  UPCOMING: 'Upcoming',
  OVERDUE: 'Overdue',
  FILED: 'Filed',
};

/** Filed once recorded; overdue from the day after the deadline; upcoming until then. */
export function obligationStatus(obligation: { dueDate: Date; filedOn: Date | null }, today: Date): ObligationStatus {
  if (obligation.filedOn) return 'FILED';
  return daysBetween(today, obligation.dueDate) < 0 ? 'OVERDUE' : 'UPCOMING';
}

/** How a reminder email words the time left. */
export function timeLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  if (daysLeft === 1) return 'due tomorrow';
  return `due in ${daysLeft} days`;
}
