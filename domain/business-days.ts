// Business days (Monday to Friday) on UTC calendar dates: state filing offices and our team count their
// turnaround in them. Public holidays are not modelled: an estimate near one can be a day or two early.
import { addDays, toCalendarDate } from './calendar-dates';

/** Saturday or Sunday (UTC). */
const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The calendar date `days` business days after the day `from` falls on (UTC): work started on a Friday with one
 * day to go ends on Monday, and so does work started on the weekend. Zero days gives that day, or the next
 * business day when it is a weekend.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let date = toCalendarDate(from);
  while (isWeekend(date)) date = addDays(date, 1);
  if (isWeekend(toCalendarDate(from)) && days > 0) days -= 1;
  for (let left = days; left > 0; ) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}
