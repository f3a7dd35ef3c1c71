// A jurisdiction outside the spec's six on a real Temporal service: a Texas LLC formed through the storefront's
// checkout and the pipeline's every stage, then qualified in New York through its entity page, both orders run by
// the real worker; the client then sees both states' deadlines, and a client with the same names sees none of them.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertUser } from '../../platform/services/identity';
import { signedInAs, TestAgent } from '../helpers/api';
import { entityOrderSteps } from '../helpers/entity-orders-live';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { checkoutRecord, createPaymentsApp, payCheckout, TEST_STRIPE_ENV } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (jurisdictions)');

describe.skipIf(!availability.available)('a Texas LLC qualified in New York on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'jurisdictions-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
  });
  const steps = entityOrderSteps(live);

  /** A paid Texas formation whose workflow has recorded the payment, and its client signed in. */
  async function texasFormation(name: string) {
    const order = await payCheckout(
      live.ctx,
      // A plain LLC formation: nothing of a package (its EIN, its binder) keeps the order in progress after its filing.
      checkoutRecord({
        packages: [],
        services: ['LLC_FORM'],
        states: ['TX'],
        entityDetails: { TX: { businessName: name, entityType: 'LLC' } },
        businessNames: { TX: name },
      }),
    );
    await waitFor(
      async () => (await steps.pipeline(order.id).catch(() => null))?.history.some((h) => h.action === 'paid'),
      30_000,
      50,
    );
    const client = new TestAgent(live.ctx.app);
    await upsertUser(live.ctx.db, { email: order.contactEmail, password: 'client-password-1234', role: 'CLIENT' });
    await client.login(order.contactEmail, 'client-password-1234');
    return { order, client };
  }

  const titlesOf = async (agent: TestAgent) =>
    (
      (await agent.request({ method: 'GET', url: '/api/compliance/obligations?limit=100' })).json() as {
        title: string;
      }[]
    ).map((row) => row.title);

  it('forms the Texas LLC, qualifies it in New York, and shows both states’ deadlines to its client only', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const name = `Lone Star Live ${randomBytes(3).toString('hex')} LLC`;
    const alice = await texasFormation(name);
    const twin = await texasFormation(`${name.replace(/ LLC$/, '')} Twin LLC`);
    await steps.runToCompletion(staff, alice.client, alice.order.id, 'TX-SOS-801');

    // The order is COMPLETE when its stage is written; the entity is formed by the completion's next activity.
    const entitiesOf = async (agent: TestAgent) =>
      (await agent.request({ method: 'GET', url: '/api/entities' })).json() as {
        id: string;
        stateCode: string;
        businessName: string;
      }[];
    await waitFor(async () => (await entitiesOf(alice.client)).length > 0, 30_000, 50);
    const [formed] = await entitiesOf(alice.client);
    expect(formed).toMatchObject({ stateCode: 'TX', businessName: name });
    // The twin (formation paid, not yet formed) cannot order for Alice's entity.
    const reach = await twin.client.request({
      method: 'POST',
      url: `/api/entities/${formed.id}/orders`,
      payload: { kind: 'FOREIGN_QUALIFICATION', details: { stateCode: 'NY' } },
      csrf: true,
    });
    expect(reach.statusCode).toBe(404);

    const qualification = await steps.orderAndPay(alice.client, formed.id, 'FOREIGN_QUALIFICATION', {
      stateCode: 'NY',
    });
    expect(await steps.orderRow(qualification)).toMatchObject({ state: 'NY' });
    await steps.runToCompletion(staff, alice.client, qualification, 'NY-DOS-802');

    await waitFor(async () => (await entitiesOf(alice.client)).length === 2, 30_000, 50);
    expect((await entitiesOf(alice.client)).map((e) => e.stateCode).sort()).toEqual(['NY', 'TX']);
    const titles = await titlesOf(alice.client);
    expect(titles).toContain('Franchise Tax Report and Public Information Report');
    expect(titles).toContain('Certificate of Publication');
    expect(titles).toContain('Biennial Statement');
    expect(await titlesOf(twin.client)).toEqual([]);
  }, 300_000);
});
