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

export { paidPremiumOrderFixture } from '../../fixtures/formed-entities';
