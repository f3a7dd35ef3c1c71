// Money as shown on the storefront.
// The formatters are made on first use: a currency formatter costs the browser its locale data, which would
// otherwise be loaded while the page's modules evaluate, in one long task with them.
let wholeDollars: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;
const whole = () =>
  (wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const cents = () =>
  (withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));

/** Dollars: '$1,400' when whole, '$74.17' otherwise. */
export const formatUsd = (dollars: number): string =>
  Number.isInteger(dollars) ? whole().format(dollars) : cents().format(dollars);

/** Integer cents, always with cents: 140000 -> '$1,400.00'. */
export const formatCents = (amount: number): string => cents().format(amount / 100);
