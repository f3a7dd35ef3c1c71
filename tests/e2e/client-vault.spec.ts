import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newClient, paidOrderFor, storedDocument } from './support/clients';
import { signIn } from './support/users';

test('a client opens its order page and downloads its documents; a second client cannot see or fetch them', async ({
  browser,
}) => {
  // Two accounts signing in one after the other on a shared, slow machine.
  test.setTimeout(90_000);
  const owner = await newClient('vault-owner');
  const other = await newClient('vault-other');
  const order = await paidOrderFor(owner.id);
  const { asset, content } = await storedDocument({ name: 'Certificate of Formation.pdf', orderId: order.id });

  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await signIn(page, owner);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByTestId('stat-documents')).toHaveText('1');
  const recent = page.getByRole('region', { name: 'Recent Documents' });
  await expect(recent.getByTestId('document-row')).toContainText('Certificate of Formation.pdf');

  // The order page lists the document produced for the order, downloadable from there.
  await page.getByRole('link', { name: `#${order.id.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id.slice(0, 8)}` })).toBeVisible();
  const orderDocuments = page.getByRole('region', { name: 'Documents' });
  const [fromOrder] = await Promise.all([
    page.waitForEvent('download'),
    orderDocuments.getByRole('button', { name: 'Download Certificate of Formation.pdf' }).click(),
  ]);
  expect(await readFile(await fromOrder.path(), 'utf8')).toBe(content);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents', exact: true }).click();
  const row = page.getByRole('region', { name: 'Document list' }).getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Order #${order.id.slice(0, 8)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download Certificate of Formation.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Certificate of Formation.pdf');
  expect(await readFile(await download.path(), 'utf8')).toBe(content);
  const ownersLink = download.url();
  expect(ownersLink).toMatch(/\/api\/documents\/[0-9a-f-]+\/download\?user=.+&expires=\d+&sig=/);

  // The search and filters run on the server: no match empties the list.
  await page.getByLabel('Search documents').fill('operating agreement');
  await expect(page.getByText('No documents match your search or filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toHaveCount(1);
  await ownerContext.close();

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  await otherPage.waitForURL((url) => url.pathname === '/dashboard');
  await expect(otherPage.getByTestId('stat-documents')).toHaveText('0');
  await otherPage.goto('/documents');
  await expect(otherPage.getByText('No documents available')).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'View Your Orders' })).toBeVisible();
  await otherPage.goto(`/orders/${order.id}`);
  await expect(otherPage.getByText('We could not find this order.')).toBeVisible();
  await expect(otherPage.getByText('Certificate of Formation.pdf')).toHaveCount(0);
  // Neither the owner's link nor a link of its own opens the file.
  expect((await otherPage.request.get(ownersLink)).status()).toBe(404);
  expect((await otherPage.request.get(`/api/documents/${asset.id}/link`)).status()).toBe(404);
  await otherContext.close();
});
