// Display formats shared by the back-office screens. Amounts arrive from the API in integer cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number) => usd.format(cents / 100);

export { DATE_OPTIONS, DATE_TIME_OPTIONS, formatDate, formatDateTime, formatDay } from '../../domain/date-display';
