// Digital Asset Management in the browser: upload with checksum and progress, the library, download byte for
// byte, the type filter, a refused upload, a confirmed delete, and sharing a file into a client's Documents.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatBytes } from '../../domain/asset-files';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text} ${'x'.repeat(3000)}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function openDam(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/dam');
  await expect(page.getByRole('heading', { name: 'Digital Asset Management', level: 1 })).toBeVisible();
}

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.getByLabel('File to upload').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByText(`Selected: ${name}`)).toBeVisible();
}

test.beforeAll(async () => {
  // Start from an empty library whatever ran before (deleted assets are hidden, as in the product).
  await e2eDb().asset.updateMany({ where: { deletedAt: null }, data: { deletedAt: new Date() } });
});

test('an admin uploads a file, finds it in the library and downloads it back byte for byte', async ({ page }) => {
  await openDam(page);
  await expect(page.getByText('No assets uploaded')).toBeVisible();
  for (const label of ['All', 'Documents', 'Images', 'Valuations', 'Instruments'])
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();

  // Cancel clears the selection without sending anything.
  await chooseFile(page, 'draft.pdf', pdf('draft'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Selected: draft.pdf')).toBeHidden();

  const content = pdf(`board minutes ${Date.now()}`);
  await chooseFile(page, 'board-minutes.pdf', content);
  await page.getByLabel('Tags').fill('board, 2026');
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Asset uploaded successfully')).toBeVisible();
  await expect(page.getByText('Selected: board-minutes.pdf')).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'board-minutes.pdf' });
  await expect(row).toContainText('Document');
  await expect(row).toContainText(formatBytes(content.length));
  await expect(row).toContainText('v1');
  await expect(row).toContainText('board');
  for (const header of ['Asset', 'Type', 'Size', 'Modified', 'Version', 'Actions'])
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Download board-minutes.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('board-minutes.pdf');
  const downloaded = await readFile(await download.path());
  expect(downloaded.equals(content)).toBe(true);

  // The type filter is applied by the server.
  await page.getByRole('button', { name: 'Images', exact: true }).click();
  await expect(page.getByText('No assets of this type')).toBeVisible();
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'board-minutes.pdf' })).toBeVisible();

  // The same name again is version 2.
  await chooseFile(page, 'board-minutes.pdf', pdf('second version'));
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Asset uploaded successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'board-minutes.pdf' })).toContainText('v2');

  const entries = await e2eDb().auditEntry.count({
    where: { action: { in: ['upload', 'asset.download'] }, target: 'board-minutes.pdf' },
  });
  expect(entries).toBe(3);
});

test('a refused upload shows Upload Failed with the reason; delete asks first', async ({ page }) => {
  await openDam(page);
  const executable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
  await chooseFile(page, 'invoice.pdf', executable);
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Upload Failed')).toBeVisible();
  await expect(page.getByText(/Unsupported file type/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await chooseFile(page, 'to-delete.pdf', pdf('delete me'));
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  const row = page.getByRole('row').filter({ hasText: 'to-delete.pdf' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete to-delete.pdf' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete "to-delete.pdf"');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'to-delete.pdf' })).toBeHidden();
  await expect
    .poll(async () => (await e2eDb().asset.findFirst({ where: { name: 'to-delete.pdf' } }))?.deletedAt)
    .toBeInstanceOf(Date);
});

test("staff share a file with a client from its details; it comes and goes in that client's Documents", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await newClient('shared');
  await openDam(page);
  await chooseFile(page, 'operating-agreement.pdf', pdf('operating agreement'));
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Asset uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'View operating-agreement.pdf' }).click();
  const details = page.getByRole('dialog', { name: 'operating-agreement.pdf' });
  await expect(details.getByRole('table', { name: 'Versions' })).toContainText('v1');

  // An email that is no client's is refused with the server's reason, under the field, and the mark goes once the
  // email is changed.
  const emailField = details.getByLabel('Client email');
  await emailField.fill('nobody@e2e.test');
  await details.getByRole('button', { name: 'Share with Client' }).click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('No client account with the email nobody@e2e.test');
  await expect(page.getByText(/clientEmail:/)).toHaveCount(0);
  await emailField.fill(client.email);
  await expect(emailField).toHaveAttribute('aria-invalid', 'false');
  await expect(details.getByText('No client account with the email nobody@e2e.test')).toHaveCount(0);

  await details.getByRole('button', { name: 'Share with Client' }).click();
  await expect(details.getByTestId('asset-shared-with')).toContainText(`Shared with ${client.email}`);

  const clientPage = await (await browser.newContext()).newPage();
  await signIn(clientPage, client);
  await clientPage.waitForURL((url) => url.pathname === '/dashboard');
  await clientPage.goto('/documents');
  const rows = clientPage.getByRole('region', { name: 'Document list' }).getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('operating-agreement.pdf');

  await details.getByRole('button', { name: 'Stop Sharing' }).click();
  await expect(details.getByLabel('Client email')).toBeVisible();
  await clientPage.reload();
  await expect(clientPage.getByText('No documents available')).toBeVisible();
  const asset = await e2eDb().asset.findFirstOrThrow({ where: { name: 'operating-agreement.pdf', deletedAt: null } });
  const trail = await e2eDb().auditEntry.findMany({
    where: { target: `asset:${asset.id}` },
    orderBy: { createdAt: 'asc' },
    select: { action: true },
  });
  expect(trail.map((entry) => entry.action)).toEqual(['asset.shared', 'asset.unshared']);
});
