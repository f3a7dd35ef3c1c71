// A good-standing order's certificate in the browser: staff upload the state's PDF on the order page at its filing
// step, and the client who owns the entity finds it among the entity page's documents; another client whose company
// has the same name sees nothing of it and gets 'Entity Not Found' for the first one's page.
import { type Browser, expect as baseExpect, test } from '@playwright/test';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { certificateFileName } from '../../domain/order-certificates';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { pdfBytes } from '../helpers/uploads';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

// The order page and the entity page each load a lazy chunk; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const db = e2eDb();
const SAME_NAME = 'Certified Twins LLC';

async function clientWithEntity(label: string) {
  const client = await newClient(label);
  const { obligations } = await formEntities(
    db,
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME }],
    parseCalendarDate('2026-02-10')!,
  );
  return { ...client, entityId: obligations[0].entityId };
}

/** A paid good-standing order for the entity, its request filed with the state: the filing step. */
async function orderAtFiling(entityId: string) {
  const { order } = await findOrCreateEntityOrder(db, { entityId, kind: 'GOOD_STANDING', details: {} });
  await db.order.update({
    where: { id: order.id },
    data: { paymentStatus: 'PAID', paidAt: new Date(), status: 'IN_PROGRESS', stage: 'FILING' },
  });
  return order.id;
}

async function signedInPage(browser: Browser, user: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/login'));
  return page;
}

test.afterAll(async () => {
  await db.order.deleteMany({ where: { kind: 'GOOD_STANDING', entity: { businessName: SAME_NAME } } });
  await removeCreatedOrders(db);
});

test('staff upload the certificate at the filing step; only the owning client sees it on the entity page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [alice, bob] = await Promise.all([clientWithEntity('cert-alice'), clientWithEntity('cert-bob')]);
  const orderId = await orderAtFiling(alice.entityId);
  const fileName = certificateFileName(SAME_NAME, 'WY');

  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/onboarding/${orderId}`);
  const section = page.getByTestId('certificate-section');
  await expect(section).toContainText('Not uploaded yet: recording the filing needs it.');
  // Not a PDF: the server refuses it and says why.
  await section.locator('input[type=file]').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text pretending to be a PDF'),
  });
  await expect(section.getByRole('alert')).toHaveText('file: the certificate must be a PDF');
  await section.locator('input[type=file]').setInputFiles({
    name: 'scan from the state.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('certificate of good standing'),
  });
  await expect(section).toContainText(`On file: ${fileName} (version 1)`);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText(fileName);

  const alicePage = await signedInPage(browser, alice);
  await alicePage.goto(`/entities/${alice.entityId}`);
  const documents = alicePage.getByRole('list', { name: 'Documents' });
  await expect(documents).toContainText(fileName);

  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto(`/entities/${bob.entityId}`);
  await expect(bobPage.getByRole('heading', { level: 1, name: SAME_NAME })).toBeVisible();
  await expect(bobPage.getByText(fileName)).toHaveCount(0);
  await bobPage.goto(`/entities/${alice.entityId}`);
  await expect(bobPage.getByRole('heading', { name: 'Entity Not Found' })).toBeVisible();
  await expect(bobPage.getByText(fileName)).toHaveCount(0);
});
