// Money as shown on the storefront.
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Dollars: '$1,400' when whole, '$74.17' otherwise. */
export const formatUsd = (dollars: number): string =>
  Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);

/** Integer cents, always with cents: 140000 -> '$1,400.00'. */
export const formatCents = (cents: number): string => withCents.format(cents / 100);
