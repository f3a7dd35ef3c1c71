// A client signs its formation documents in a real Chromium, against the real API, worker and a live Temporal
// service (this spec runs its own, beside the shared browser-test product, which has no Temporal): the order
// waits on the client, each document is shown in the page and signed, the signed PDF is downloaded and checked
// (pages, certificate text, hashes), "waiting on you" goes away and the order moves to State Filing.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildApp } from '../../api/app';
import type { PipelineState } from '../../domain/pipeline';
import { loadConfig } from '../../platform/config';
import { storagePath } from '../../platform/infra/files/local-file-store';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { createStripe } from '../../platform/infra/stripe';
import { createTemporalGateway, type TemporalGateway } from '../../platform/infra/temporal';
import { upsertUser } from '../../platform/services/identity';
import {
  ONBOARDING_WORKFLOW,
  onboardingWorkflowId,
  pipelineQuery,
  staffActionUpdate,
} from '../../workflows/definitions';
import { createPaidOrder } from '../helpers/documents';
import { type LiveTemporal, liveTemporalAvailability, startLiveTemporal } from '../helpers/live-temporal';
import { startWorkerProcess, type WorkerProcess } from '../helpers/worker-process';
import { E2E_ENV, E2E_PORT } from './support/env';
import { signIn } from './support/users';

const availability = liveTemporalAvailability();
const APP_PORT = E2E_PORT + 5;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const CLIENT_USER = { email: `signer-${randomUUID().slice(0, 8)}@e2e.test`, password: 'e2e-signer-password' };
const STAFF_USER = { email: `esign-staff-${randomUUID().slice(0, 8)}@e2e.test`, password: 'e2e-staff-password' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test.use({ baseURL: APP_URL });
test.describe.configure({ mode: 'serial' });

let temporal: LiveTemporal;
let gateway: TemporalGateway;
let worker: WorkerProcess;
let app: FastifyInstance;
let db: Db;
let storageDir: string;
let closeRedis: () => void;
let orderId: string;

test.beforeAll(async () => {
  test.skip(!availability.available, availability.available ? '' : availability.reason);
  test.setTimeout(180_000);
  temporal = await startLiveTemporal();
  const taskQueue = `e-signature-e2e-${Date.now()}`;
  storageDir = await mkdtemp(path.join(tmpdir(), 'e-signature-e2e-'));
  const env = {
    ...E2E_ENV,
    PORT: String(APP_PORT),
    PUBLIC_URL: APP_URL,
    STORAGE_DIR: storageDir,
    REDIS_PREFIX: `e2e-esign-${Date.now().toString(36)}`,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_NAMESPACE: temporal.namespace,
    TEMPORAL_TASK_QUEUE: taskQueue,
  };
  const config = loadConfig(env);
  db = createPrisma(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'e2e-esign');
  await redis.connect();
  closeRedis = () => redis.disconnect();
  gateway = createTemporalGateway({ address: temporal.address, namespace: temporal.namespace, taskQueue });
  app = await buildApp({ config, db, redis, temporal: gateway, stripe: createStripe(config) });
  await app.listen({ port: APP_PORT, host: '127.0.0.1' });
  // At info level: the helper waits for the worker's "Temporal worker running" line.
  worker = startWorkerProcess({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'info' });
  await worker.ready;

  const client = await upsertUser(db, { ...CLIENT_USER, role: 'CLIENT' });
  await upsertUser(db, { ...STAFF_USER, role: 'ADMIN' });
  const order = await createPaidOrder(db, client.id, { businessName: 'Signed Engines LLC' });
  orderId = order.id;
  const handle = await temporal.client.workflow.start(ONBOARDING_WORKFLOW, {
    taskQueue,
    workflowId: onboardingWorkflowId(orderId),
    args: [{ orderId }],
  });
  // The update handlers exist once the run has loaded its plan: wait for its first recorded step, as staff would.
  const paid = async () =>
    ((await handle.query(pipelineQuery).catch(() => null)) as PipelineState | null)?.history.some(
      (h) => h.action === 'paid',
    );
  for (let i = 0; i < 300 && !(await paid()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const staff = { id: null, email: STAFF_USER.email };
  await handle.executeUpdate(staffActionUpdate, { args: [{ action: { action: 'approve' }, actor: staff }] });
  for (let i = 0; i < 300 && ((await handle.query(pipelineQuery)) as PipelineState).generating; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const confirmed = await handle.executeUpdate(staffActionUpdate, {
    args: [{ action: { action: 'confirmDocuments' }, actor: staff }],
  });
  expect(confirmed).toMatchObject({ stage: 'DOCUMENTS', signing: true });
  // The answer comes once the workflow accepts the action; its signature requests are written a moment later.
  await expect.poll(() => db.documentSignature.count({ where: { orderId } })).toBe(3);
});

test.afterAll(async () => {
  await worker?.kill();
  await app?.close();
  await gateway?.close();
  await temporal?.stop();
  await db?.$disconnect();
  closeRedis?.();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

test('staff see the documents waiting on the client and record one wet-ink scan, streamed, a fake PDF refused', async ({
  page,
}) => {
  await signIn(page, STAFF_USER);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/onboarding/${orderId}`);
  const signatures = page.getByRole('list', { name: 'Signatures' });
  await expect(signatures.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Waiting on the client: 3 documents to sign before filing.')).toBeVisible();
  await expect(signatures.getByRole('button', { name: 'Record wet-ink signature' })).toHaveCount(3);
  await page.screenshot({ path: '/tmp/esign-admin-signatures.png', fullPage: true });
  await signatures.getByRole('button', { name: 'Record wet-ink signature' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Record a wet-ink signature' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('Signed on paper at the office');
  // An HTML page named .pdf that starts like a PDF: refused with words staff can act on, nothing recorded.
  await dialog.getByLabel('Signed scan (PDF)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n<html><body>not a scan</body></html>\n'),
  });
  await dialog.getByRole('button', { name: 'Record signature' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The signed scan is not a readable PDF');
  await page.screenshot({ path: '/tmp/esign-admin-wet-ink-dialog.png' });
  // A real scan (a PDF with a page) is streamed as multipart and becomes the signed version.
  const scan = await PDFDocument.create();
  scan.addPage().drawText('Signed in ink by Casey Client', { x: 72, y: 700 });
  await dialog.getByLabel('Signed scan (PDF)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await scan.save()),
  });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/wet-ink')),
    dialog.getByRole('button', { name: 'Record signature' }).click(),
  ]);
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog).toHaveCount(0);
  await expect(signatures.getByRole('listitem').filter({ hasText: 'Wet ink, recorded by' })).toHaveCount(1);
  await expect(page.getByText('Waiting on the client: 2 documents to sign before filing.')).toBeVisible();
});

test('the client reads and signs each document, downloads the signed PDF, and the order moves to filing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CLIENT_USER);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/login'));
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('waiting-on-you')).toHaveText(/Waiting on you: sign 2 documents/);
  const forms = page.getByTestId('document-to-sign');
  await expect(forms).toHaveCount(2);
  // Each document is shown in full in the page (the PDF itself, served inline).
  const frame = forms.first().locator('iframe');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('src')).toMatch(/\/api\/documents\/[0-9a-f-]+\/download\?.*inline=1/);
  await page.screenshot({ path: '/tmp/esign-client-to-sign.png', fullPage: true });

  // The second typed name is not the order contact's: accepted, and shown to staff as a mismatch.
  for (const [remaining, fullName] of [
    [2, 'Casey Client'],
    [1, 'Elon Musk'],
  ] as const) {
    const form = forms.first();
    const button = form.getByRole('button', { name: 'Adopt and sign' });
    await expect(button).toBeDisabled();
    // Keyboard only: the consent checkbox, then the name, then Enter submits.
    await form.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Your full name').fill(fullName);
    await expect(button).toBeEnabled();
    await form.getByLabel('Your full name').press('Enter');
    await expect(forms).toHaveCount(remaining - 1, { timeout: 20_000 });
  }
  await expect(page.getByTestId('waiting-on-you')).toHaveCount(0);
  await expect(page.getByText('Every document is signed. Thank you!')).toBeVisible();
  await expect.poll(async () => (await db.order.findUniqueOrThrow({ where: { id: orderId } })).stage).toBe('FILING');
  await page.reload();
  await expect(page.getByTestId('filing')).toContainText('Pending');
  await expect(page.getByText('You signed a document').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/esign-client-signed.png', fullPage: true });

  // The signed PDF, downloaded as the client downloads it.
  const { assetId } = await db.documentSignature.findFirstOrThrow({
    where: { orderId, signerName: 'Casey Client', method: 'electronic' },
  });
  const signedRow = page.locator(`[data-testid="signed-document"][data-asset-id="${assetId}"]`).first();
  const [download] = await Promise.all([page.waitForEvent('download'), signedRow.getByRole('button').click()]);
  const file = new Uint8Array(await readFile((await download.path())!));
  const signature = await db.documentSignature.findFirstOrThrow({ where: { assetId, status: 'SIGNED' } });
  const originalVersion = await db.assetVersion.findUniqueOrThrow({
    where: { assetId_version: { assetId, version: signature.assetVersion } },
  });
  const original = new Uint8Array(await readFile(storagePath(storageDir, originalVersion.s3Key)));
  expect(sha256(file)).toBe(signature.signedFileSha256);
  expect(sha256(original)).toBe(signature.originalSha256);
  const [originalPdf, signedPdf] = [await PDFDocument.load(original), await PDFDocument.load(file)];
  expect(signedPdf.getPageCount()).toBe(originalPdf.getPageCount() + 2);
  // pdf.js takes over the buffer it is given: copies, so the hashes below read the real bytes.
  const pages = (await extractText(await getDocumentProxy(file.slice()), { mergePages: false })).text;
  const originalPages = (await extractText(await getDocumentProxy(original.slice()), { mergePages: false })).text;
  expect(pages.slice(0, originalPages.length)).toEqual(originalPages);
  const certificate = pages.at(-1)!.replace(/\s+/g, ' ');
  expect(certificate).toContain('Certificate of Completion');
  expect(certificate).toContain('Casey Client');
  expect(certificate).toContain(CLIENT_USER.email);
  expect(certificate).toContain(signature.signedAt!.toISOString());
  expect(certificate).toContain('Chrome');
  expect(certificate).toContain(sha256(original));
  expect(certificate).toContain(signature.signedDocumentSha256!);
  expect(pages.at(-2)).toContain('Signed electronically on');
});

test("staff see each signature's time in the back-office's one date format", async ({ page }) => {
  await signIn(page, STAFF_USER);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/onboarding/${orderId}`);
  const rows = page.getByRole('list', { name: 'Signatures' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Signed');
    await expect(row).toHaveText(/· [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expect(row).not.toContainText('GMT');
  }
  // Each typed name beside the signing account and the order's contact; the one that is not the contact's flagged.
  const byName = (name: string) => rows.filter({ hasText: `Signed electronically as "${name}"` });
  await expect(byName('Casey Client')).toContainText(
    `by the account ${CLIENT_USER.email} · order contact: Casey Client`,
  );
  await expect(byName('Casey Client')).not.toContainText('Typed name differs from the order contact');
  await expect(byName('Elon Musk')).toContainText('order contact: Casey Client');
  await expect(byName('Elon Musk')).toContainText('Typed name differs from the order contact');
  await page.screenshot({ path: '/tmp/esign-admin-signed-names.png', fullPage: true });
});
