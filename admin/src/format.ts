// Display formats shared by the back-office screens. Amounts arrive from the API in integer cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number) => usd.format(cents / 100);

// The back-office's one way to show a moment: 'Nov 26, 2026' and 'Nov 26, 2026, 11:14 PM', in the reader's time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const shown = (format: Intl.DateTimeFormat) => (value: string | Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
};

export const formatDate = shown(dateFormat);
export const formatDateTime = shown(dateTimeFormat);
