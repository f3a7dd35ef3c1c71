import { randomUUID } from 'node:crypto';

/** The fields every test order needs (a $190 Delaware order), to spread under what a test cares about. */
export const orderFixture = () => ({
  checkoutKey: randomUUID(),
  state: 'DE',
  contactFirstName: 'Ada',
  contactLastName: 'Lovelace',
  contactEmail: 'ada@test.example',
  business: {},
  packageTotalCents: 10000,
  servicesTotalCents: 0,
  stateFeesTotalCents: 9000,
  subtotalCents: 19000,
  totalUSD: 19000,
  breakdown: {},
});

/** A paid $1,400 Premium order ($1,300 package + $100 Delaware fee), to spread under what a test cares about. */
export const paidPremiumOrderFixture = () => ({
  paymentStatus: 'PAID' as const,
  packages: ['PREMIUM'],
  services: [],
  business: {},
  packageTotalCents: 130_000,
  servicesTotalCents: 0,
  stateFeesTotalCents: 10_000,
  subtotalCents: 130_000,
  totalUSD: 140_000,
  breakdown: [],
  paidAt: new Date(),
});
