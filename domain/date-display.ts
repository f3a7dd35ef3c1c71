// The one way both front ends show a moment: 'Nov 26, 2026' and 'Nov 26, 2026, 11:14 PM', in the reader's time zone.
// (Calendar dates that are days, not moments, such as deadlines, are shown in UTC by their own pages.)
// The same options serve react-admin's DateField: `<DateField locales="en-US" options={DATE_TIME_OPTIONS} showTime />`.
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateFormat = new Intl.DateTimeFormat('en-US', DATE_OPTIONS);
const dateTimeFormat = new Intl.DateTimeFormat('en-US', DATE_TIME_OPTIONS);
const dayFormat = new Intl.DateTimeFormat('en-US', { ...DATE_OPTIONS, timeZone: 'UTC' });

/** A value that is not a date is shown as it came. */
const shown = (format: Intl.DateTimeFormat) => (value: string | Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
};

export const formatDate = shown(dateFormat);
export const formatDateTime = shown(dateTimeFormat);
/** A calendar day sent as its midnight UTC (a due date): the same day in every time zone. */
export const formatDay = shown(dayFormat);
