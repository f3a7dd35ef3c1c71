// The storefront's one way to show a moment: 'Nov 26, 2026' and 'Nov 26, 2026, 11:14 PM', in the reader's time zone.
// (Calendar dates that are days, not moments, such as deadlines, are shown in UTC by their own pages.)
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const shown = (format: Intl.DateTimeFormat) => (value: string | Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
};

export const formatDate = shown(dateFormat);
export const formatDateTime = shown(dateTimeFormat);
