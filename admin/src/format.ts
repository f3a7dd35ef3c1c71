// Display formats shared by the back-office screens. Amounts arrive from the API in integer cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number) => usd.format(cents / 100);

// The back-office's one way to show a moment: 'Nov 26, 2026' and 'Nov 26, 2026, 11:14 PM', in the reader's time zone.
// The same options for react-admin's DateField: `<DateField locales="en-US" options={DATE_TIME_OPTIONS} showTime />`.
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateFormat = new Intl.DateTimeFormat('en-US', DATE_OPTIONS);
const dateTimeFormat = new Intl.DateTimeFormat('en-US', DATE_TIME_OPTIONS);

const shown = (format: Intl.DateTimeFormat) => (value: string | Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
};

export const formatDate = shown(dateFormat);
export const formatDateTime = shown(dateTimeFormat);
