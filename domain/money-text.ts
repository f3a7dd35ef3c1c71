// Amounts in the emails and pages the server writes: '$1,400.00'. The one server-side money formatter (each front
// end has its own: storefront/src/lib/format.ts, admin/src/format.ts).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const usd = (cents: number): string => dollars.format(cents / 100);
