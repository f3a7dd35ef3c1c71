// A completed All-In-One formation in the browser: the LLC's page says the EIN is 'Included in your package' instead
// of selling it, the trust formed beside it has its own page, and the order page lists what the order includes and,
// in progress until the rest is delivered, what is still to deliver.
// Another client whose company has the same name sees the EIN for sale on their own, package-less company.
import { expect as baseExpect, test } from '@playwright/test';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { INCLUDED_IN_PACKAGE } from '../../domain/deliverables';
import { createOrderDeliverables, deliverFormation } from '../../platform/services/orders';
import { createCompletedOrder, formEntities, removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

// Each page here loads a lazy chunk and its queries; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SAME_NAME = 'Same Name Package LLC';

test.afterAll(async () => {
  await e2eDb().order.deleteMany({ where: { kind: 'EIN', entity: { businessName: SAME_NAME } } });
  await removeCreatedOrders(e2eDb());
});

/** A client whose paid All-In-One order in Wyoming went through the pipeline: the completion's deliveries made. */
async function clientWithAllInOne() {
  const client = await newClient('package');
  const db = e2eDb();
  const order = await createCompletedOrder(db, client.id, [
    { stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME },
  ]);
  const paid = await db.order.update({
    where: { id: order.id },
    data: { packages: ['ALL_IN_ONE'], status: 'IN_PROGRESS', business: { trustName: 'Same Name Family Trust' } },
  });
  await createOrderDeliverables(db, paid);
  await deliverFormation(db, order.id);
  const entities = await db.formedEntity.findMany({ where: { orderId: order.id } });
  return {
    ...client,
    orderId: order.id,
    llcId: entities.find((e) => e.entityType === 'LLC')!.id,
    trustId: entities.find((e) => e.entityType === 'TRUST')!.id,
  };
}

test('the entity page shows the package’s EIN as included, never for sale', async ({ page }) => {
  test.setTimeout(90_000);
  const alice = await clientWithAllInOne();
  const bob = await newClient('package-twin');
  const { obligations } = await formEntities(
    e2eDb(),
    bob.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME }],
    parseCalendarDate('2026-02-10')!,
  );

  await signIn(page, alice);
  await page.goto(`/entities/${alice.llcId}`);
  const offers = page.getByRole('region', { name: 'Order for this company' });
  await expect(offers.getByTestId('included-EIN')).toHaveText(`EIN: ${INCLUDED_IN_PACKAGE}`);
  await expect(offers.getByRole('button', { name: 'Get an EIN' })).toHaveCount(0);
  await expect(offers.getByRole('button', { name: 'Certificate of good standing' })).toBeVisible();

  // The trust formed beside the LLC has its own page; the package's one EIN went to the LLC.
  await page.goto(`/entities/${alice.trustId}`);
  await expect(page.getByRole('heading', { name: 'Same Name Family Trust' })).toBeVisible();

  // The order page lists what the order includes, each with its status; filed with the rest still to deliver, the
  // order is in progress: the company is formed, never 'complete'.
  await page.goto(`/orders/${alice.orderId}`);
  const formed = page.getByTestId('order-formed');
  await expect(formed.getByRole('heading', { name: 'Your company is formed' })).toBeVisible();
  await expect(formed.getByTestId('still-to-deliver')).toHaveText(
    /^Still to deliver: Compliance Binder Setup, .*EIN application\. Your order stays in progress until each is delivered\.$/,
  );
  await expect(page.getByTestId('order-complete')).toHaveCount(0);
  await expect(page.getByText('In Progress', { exact: true }).first()).toBeVisible();
  const includes = page.getByRole('region', { name: 'What your order includes' });
  await expect(includes.getByTestId('deliverable')).toHaveCount(8);
  await expect(includes.getByTestId('deliverable').filter({ hasText: 'Trust Formation' })).toContainText('Done');
  await expect(includes.getByTestId('deliverable').filter({ hasText: 'EIN application' })).toContainText('To do');

  // Bob's same-named company came with no package: the EIN is for sale there, and Alice's page is not his.
  await page.context().clearCookies();
  await signIn(page, bob);
  await page.goto(`/entities/${obligations[0].entityId}`);
  await expect(
    page.getByRole('region', { name: 'Order for this company' }).getByRole('button', { name: 'Get an EIN' }),
  ).toBeVisible();
  await expect(page.getByTestId('included-EIN')).toHaveCount(0);
  await page.goto(`/entities/${alice.llcId}`);
  await expect(page.getByRole('button', { name: 'Get an EIN' })).toHaveCount(0);
  await expect(page.getByTestId('included-EIN')).toHaveCount(0);
});
