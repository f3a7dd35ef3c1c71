// Calendar dates without a time of day, as UTC-midnight Date values (what PostgreSQL `date` columns give back).
// Deadlines are whole days: comparing them at UTC midnight keeps time zones and daylight saving out of the rules.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date of year, month (1-12) and day; a day past the month's end is clamped to its last day. */
export function calendarDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month))));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The UTC calendar day an instant falls on. */
export function toCalendarDate(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** A 'YYYY-MM-DD' string as a calendar date; null when it is not a real date (e.g. 2026-02-30). */
export function parseCalendarDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return calendarDate(year, month, day);
}

export const formatCalendarDate = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: Date, to: Date): number =>
  Math.round((toCalendarDate(to).getTime() - toCalendarDate(from).getTime()) / DAY_MS);

/** Year and month (1-12) `months` months after the given date's month. */
export function monthAfter(date: Date, months: number): { year: number; month: number } {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
