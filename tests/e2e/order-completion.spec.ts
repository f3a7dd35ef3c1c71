// A completed formation, as its client opens it: the page says the company is formed, links to the entity's page,
// lists each document once and asks for no signature; the confirmation page says the email holds the client
// area's link.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { seedOrder } from './support/orders';
import { CLIENT, signIn } from './support/users';

const db = e2eDb();

/** A formation completed with its two documents signed and its Delaware LLC formed. */
async function seedCompletedFormation(userId: string) {
  const company = `Formed ${randomUUID().slice(0, 6)}`;
  const order = await seedOrder(db, { company, totalUSD: 130_000, status: 'COMPLETE', stage: 'COMPLETE', userId });
  const orderEntity = await db.orderEntity.findFirstOrThrow({ where: { orderId: order.id } });
  await db.orderFiling.create({
    data: { orderId: order.id, stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-7001', filedAt: new Date() },
  });
  const entity = await db.formedEntity.create({
    data: {
      orderEntityId: orderEntity.id,
      orderId: order.id,
      userId,
      stateCode: 'DE',
      entityType: 'LLC',
      businessName: orderEntity.businessName,
      formedOn: new Date(),
    },
  });
  for (const [template, name] of [
    ['certificate_formation', 'Certificate of Formation'],
    ['operating_agreement', 'Operating Agreement'],
  ]) {
    const documentKey = `order-${order.id}-DE-${template}`;
    const asset = await db.asset.create({
      data: {
        kind: 'document',
        name: `${name} (DE)`,
        s3Key: `e2e/${randomUUID()}.pdf`,
        checksum: randomUUID(),
        version: 2,
        orderId: order.id,
        ownerId: userId,
        documentKey,
      },
    });
    await db.documentSignature.create({
      data: {
        orderId: order.id,
        assetId: asset.id,
        documentKey,
        documentVersion: 1,
        assetVersion: 1,
        status: 'SIGNED',
        method: 'electronic',
        signedAssetVersion: 2,
        signerName: 'Grace Hopper',
        signedAt: new Date(),
      },
    });
  }
  return { order, entity };
}

test('a completed formation says the company is formed, links to it and lists each document once', async ({ page }) => {
  const client = await db.user.findUniqueOrThrow({ where: { email: CLIENT.email } });
  const { order, entity } = await seedCompletedFormation(client.id);
  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(`/orders/${order.id}`);

  const complete = page.getByTestId('order-complete');
  await expect(complete.getByRole('heading', { name: 'Your company is formed' })).toBeVisible();
  await expect(page.getByText('Sign your documents')).toHaveCount(0);
  // Each document once, wherever it appears on the page.
  await expect(page.getByText('Certificate of Formation (DE)', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Operating Agreement (DE)', { exact: true })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/order-completed.png', fullPage: true });

  await complete.getByRole('link', { name: `${entity.businessName} (DE)` }).click();
  await page.waitForURL((url) => url.pathname === `/entities/${entity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(entity.businessName);
});

test('the confirmation page says the email holds the link to the client area', async ({ page }) => {
  await page.goto('/confirmation?payment_intent_status=succeeded&payment_intent=pi_e2e_confirmation');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('It holds the link to your client area')).toBeVisible();
});
