// Days in emails: 'November 28, 2026', read in UTC (a charge date or a due date is a calendar day, not a moment).
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

export const emailDay = (date: Date): string => dayFormat.format(date);
