// E-signature of formation documents through the API: two clients with the same names and business name, their
// documents rendered by the real documents activity and offered by the real signing activity, the workflow's
// rules played by the stand-in pipeline. The signed PDF is downloaded and read back: pages, certificate, hashes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_CONSENT_TEXT } from '../../domain/e-signature';
import { plannedDocuments } from '../../domain/order-documents';
import { createLocalFileStore } from '../../platform/infra/files';
import { storagePath } from '../../platform/infra/files/local-file-store';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { buildSignedPdf, sha256Hex, unsignedDocumentCount } from '../../platform/services/documents';
import { createDirectDocumentGenerator } from '../../worker/pipeline/document-renderer';
import { createDocumentActivities } from '../../worker/pipeline/documents';
import { createSignatureActivities } from '../../worker/pipeline/signatures';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';
import { postWetInk, type SignatureItem } from '../helpers/signing';
import { pdfBytes, pdfWithPage, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let storageDir: string;
let pipeline: FakePipeline;
const mail: MailMessage[] = [];
const mailer: Mailer = { transport: 'log', send: async (message) => void mail.push(message) };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'e-signatures-'));
  pipeline = fakePipeline(() => ctx.db, { signaturesRequired: true });
  ctx = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { pipelineClient: pipeline });
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A paid DE LLC order of this client, its documents rendered, confirmed by staff and offered for signature. */
async function orderWaitingOnClient(userId: string) {
  const order = await createPaidOrder(ctx.db, userId, { businessName: 'Engines LLC', inProgress: true });
  const documents = plannedDocuments({ ...order, entities: [{ stateCode: 'DE', entityType: 'LLC' }] });
  const { generateOrderDocument } = createDocumentActivities({
    db: ctx.db,
    documents: createDirectDocumentGenerator({ db: ctx.db, files: createLocalFileStore(storageDir) }),
  });
  for (const document of documents) await generateOrderDocument({ orderId: order.id, ...document });
  const staff = { id: null, email: 'staff@test.example' };
  await pipeline.act(order.id, { action: { action: 'approve' }, actor: staff });
  const confirmed = await pipeline.act(order.id, { action: { action: 'confirmDocuments' }, actor: staff });
  expect(confirmed).toMatchObject({ stage: 'DOCUMENTS', signing: true });
  await createSignatureActivities({ db: ctx.db, mailer, publicUrl: 'http://localhost' }).requestSignatures({
    orderId: order.id,
    round: 1,
    documents,
  });
  return order;
}

const list = (agent: TestAgent, orderId: string) =>
  agent.request({ method: 'GET', url: `/api/orders/${orderId}/signatures` });
const sign = (agent: TestAgent, orderId: string, assetId: string, body: object) =>
  agent.request({
    method: 'POST',
    url: `/api/orders/${orderId}/documents/${assetId}/sign`,
    payload: body,
    headers: { 'user-agent': 'SigningTest/1.0 (e-signature suite)' },
    csrf: true,
  });
const deniedCount = (target: string) => ctx.db.auditEntry.count({ where: { action: 'access.denied', target } });

async function download(agent: TestAgent, id: string) {
  const link = await agent.request({ method: 'GET', url: `/api/documents/${id}/link` });
  expect(link.statusCode, link.body).toBe(200);
  const file = await agent.request({ method: 'GET', url: link.json().url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe('e-signature of formation documents', () => {
  it('offers the documents to sign to their client only (another client: 404, audited)', async () => {
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const orderA = await orderWaitingOnClient(a.user.id);
    const response = await list(a.agent, orderA.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { consentText: string; waiting: number; documents: SignatureItem[] };
    expect(body.consentText).toBe(ESIGN_CONSENT_TEXT);
    expect(body.waiting).toBe(3);
    expect(body.documents.map((d) => [d.documentKey, d.status, d.capacity])).toEqual([
      ['DE:articles_organization', 'PENDING', 'Organizer'],
      ['DE:operating_agreement', 'PENDING', 'Member'],
      ['DE:registered_agent_consent', 'PENDING', 'Authorized person'],
    ]);
    expect(mail.some((m) => m.subject.startsWith('Please sign your formation documents'))).toBe(true);

    const before = await deniedCount(`order:${orderA.id}`);
    const foreign = await list(b.agent, orderA.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: expect.any(String) });
    expect(await deniedCount(`order:${orderA.id}`)).toBe(before + 1);
  });

  it('signs: the original pages unchanged, a signature page and a certificate with hashes; idempotent', async () => {
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const orderA = await orderWaitingOnClient(a.user.id);
    const orderB = await orderWaitingOnClient(b.user.id);
    const [articles] = (await list(a.agent, orderA.id)).json().documents as SignatureItem[];
    const original = await download(a.agent, articles.assetId);
    // The signing screen shows the PDF in the page: the same link with inline=1.
    const link = (await a.agent.request({ method: 'GET', url: `/api/documents/${articles.assetId}/link` })).json().url;
    const inline = await a.agent.request({ method: 'GET', url: `${link}&inline=1` });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-type']).toBe('application/pdf');

    // The other client (same names, same business name): 404 through its own order or through A's, audited.
    const viaOwn = await sign(b.agent, orderB.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    const viaTheirs = await sign(b.agent, orderA.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    expect([viaOwn.statusCode, viaTheirs.statusCode]).toEqual([404, 404]);
    expect(await deniedCount(`document:${articles.assetId}`)).toBeGreaterThanOrEqual(1);
    expect(await deniedCount(`order:${orderA.id}`)).toBeGreaterThanOrEqual(1);

    // Bad input is a 400 {message}.
    for (const body of [
      { consent: false, fullName: 'Casey Client', version: 1 },
      { consent: true, fullName: '<b>', version: 1 },
      { consent: true, fullName: 'Casey Client' },
    ]) {
      const bad = await sign(a.agent, orderA.id, articles.assetId, body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toEqual({ message: expect.any(String) });
    }
    for (const [version, message] of [
      [1e-320, 'version: version must be a whole number'],
      [0, 'version: version must be 1 or more'],
      ['1', 'version: version must be a number'],
    ] as const) {
      const bad = await sign(a.agent, orderA.id, articles.assetId, {
        consent: true,
        fullName: 'Casey Client',
        version,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toEqual({ message });
    }
    const badName = await sign(a.agent, orderA.id, articles.assetId, { consent: true, fullName: '<b>', version: 1 });
    expect(badName.json().message).toMatch(/letters/);
    const noConsent = await sign(a.agent, orderA.id, articles.assetId, {
      consent: false,
      fullName: 'Casey',
      version: 1,
    });
    expect(noConsent.json().message).toMatch(/consent must be given/);
    // A version that is not the one offered: 409.
    const wrongVersion = await sign(a.agent, orderA.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 2,
    });
    expect(wrongVersion.statusCode).toBe(409);

    const signed = await sign(a.agent, orderA.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const signature = signed.json().signature as SignatureItem;
    expect(signature).toMatchObject({ status: 'SIGNED', method: 'electronic', version: 1, signedVersion: 2 });
    const again = await sign(a.agent, orderA.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(signed.body);
    // The signed file is version 2 of the same document; version 1 (the original) is kept as it was.
    const asset = await ctx.db.asset.findUniqueOrThrow({
      where: { id: articles.assetId },
      include: { versions: true },
    });
    expect(asset.version).toBe(2);
    expect(asset.versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const v1 = asset.versions.find((v) => v.version === 1)!;
    expect(sha256Hex(await readFile(storagePath(storageDir, v1.s3Key)))).toBe(sha256Hex(original));

    const file = await download(a.agent, articles.assetId);
    expect(sha256Hex(file)).toBe(signature.signedFileSha256);
    expect(asset.checksum).toBe(signature.signedFileSha256);
    expect(signature.originalSha256).toBe(sha256Hex(original));
    const originalPdf = await PDFDocument.load(original);
    const signedPdf = await PDFDocument.load(file);
    expect(signedPdf.getPageCount()).toBe(originalPdf.getPageCount() + 2);
    const pages = (await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: false })).text;
    const originalPages = (await extractText(await getDocumentProxy(new Uint8Array(original)), { mergePages: false }))
      .text;
    expect(pages.slice(0, originalPages.length)).toEqual(originalPages);
    const [signaturePage, certificate] = pages.slice(-2).map((text) => text.replace(/\s+/g, ' '));
    expect(signaturePage).toContain('Casey Client, Organizer');
    expect(certificate).toContain('Certificate of Completion');
    expect(certificate).toContain(a.user.email);
    expect(certificate).toContain(signature.signedAt);
    expect(certificate).toContain('SigningTest/1.0 (e-signature suite)');
    expect(certificate).toMatch(/IP address \S+/);
    expect(certificate).toContain(sha256Hex(original));
    expect(certificate).toContain(signature.signedDocumentSha256);
    // The signed document's hash on the certificate is that of the original pages plus the signature page.
    const rebuilt = await buildSignedPdf(original, {
      documentName: articles.name,
      capacity: 'Organizer',
      signerName: 'Casey Client',
      signerEmail: a.user.email,
      signedAt: new Date(signature.signedAt!),
      ip: (await ctx.db.documentSignature.findFirstOrThrow({ where: { assetId: articles.assetId } })).ip!,
      userAgent: 'SigningTest/1.0 (e-signature suite)',
      consentText: ESIGN_CONSENT_TEXT,
    });
    expect(rebuilt.signedDocumentSha256).toBe(signature.signedDocumentSha256);
    expect(rebuilt.fileSha256).toBe(signature.signedFileSha256);

    // Once signed, the original version is superseded for any other signature.
    const superseded = await sign(a.agent, orderA.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 2,
    });
    expect(superseded.statusCode).toBe(409);
    expect(await ctx.db.auditEntry.count({ where: { action: 'order.document_signed', target: orderA.id } })).toBe(1);
  });

  it('the last signature (a wet-ink scan recorded by staff, with its reason) moves the order to filing', async () => {
    const client = await signedInAs(ctx, 'CLIENT');
    const staff = await signedInAs(ctx, 'ADMIN');
    const order = await orderWaitingOnClient(client.user.id);
    const documents = (await list(client.agent, order.id)).json().documents as SignatureItem[];
    for (const document of documents.slice(0, 2)) {
      const response = await sign(client.agent, order.id, document.assetId, {
        consent: true,
        fullName: 'Casey Client',
        version: 1,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await unsignedDocumentCount(ctx.db, order.id)).toBe(1);
    // The order page says who the order waits for: the client, for the one document left.
    const detail = await client.agent.request({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(detail.json().progress.holder.client).toBe('Waiting on you: sign 1 document');
    const last = documents[2];
    const wetInk = (input: Parameters<typeof postWetInk>[3], agent = staff.agent) =>
      postWetInk(agent, order.id, last.assetId, input);
    const reason = 'Client signed on paper at the office';
    // What is not a PDF a reader opens is refused with a readable 400, and nothing is stored.
    const refusals: [Buffer, RegExp][] = [
      [Buffer.from('hello there'), /must be a PDF/],
      [Buffer.from('%PDF-1.4\n<html><body>not a scan</body></html>\n'), /not a readable PDF/],
      [pdfBytes('no pages'), /without pages/],
    ];
    for (const [scan, message] of refusals) {
      const refused = await wetInk({ reason, version: 1, scan });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    const scan = await pdfWithPage('Signed by Casey Client on paper');
    for (const [input, message] of [
      [{ reason, version: 1, scan, checksum: sha256(Buffer.from('other')) }, /checksum: does not match/],
      [{ reason: ' ', version: 1, scan }, /reason is required/],
      [{ reason, version: 'one', scan }, /version must be a number/],
      [{ reason, version: 0, scan }, /version must be 1 or more/],
    ] as const) {
      const refused = await wetInk(input);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    // A JSON body (the former base64 form) is refused: the scan arrives streamed, as multipart.
    const asJson = await staff.agent.request({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/documents/${last.assetId}/wet-ink`,
      payload: { reason, version: 1, contentBase64: scan.toString('base64') },
      csrf: true,
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toMatch(/multipart\/form-data/);
    expect(await ctx.db.asset.findUniqueOrThrow({ where: { id: last.assetId } })).toMatchObject({ version: 1 });

    const recorded = await wetInk({ reason, version: 1, scan });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().signature).toMatchObject({
      status: 'SIGNED',
      method: 'wetInk',
      signedFileSha256: sha256Hex(scan),
    });
    expect(pipeline.states.get(order.id)).toMatchObject({ stage: 'FILING', signing: false });
    expect(await unsignedDocumentCount(ctx.db, order.id)).toBe(0);
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'order.wet_ink_signature', target: order.id },
    });
    expect(audit).toMatchObject({ actorEmail: staff.user.email, details: { reason } });
    expect((await wetInk({ reason: 'again', version: 1, scan })).statusCode).toBe(409);
    // A client cannot use the staff route.
    expect((await wetInk({ reason: 'x', version: 1, scan }, client.agent)).statusCode).toBe(403);
  });

  it("shows staff each typed name beside the account and the order's contact, a mismatch flagged", async () => {
    const client = await signedInAs(ctx, 'CLIENT');
    const staff = await signedInAs(ctx, 'ADMIN');
    const order = await orderWaitingOnClient(client.user.id);
    const documents = (await list(client.agent, order.id)).json().documents as SignatureItem[];
    // Marks alone, or one letter, are no name (400); a plausible name that is not the contact's is accepted.
    for (const fullName of ['\u0301\u0300', 'e\u0301', '- -']) {
      const refused = await sign(client.agent, order.id, documents[0].assetId, { consent: true, fullName, version: 1 });
      expect(refused.statusCode, fullName).toBe(400);
    }
    for (const [document, fullName] of [
      [documents[0], 'casey  CLIENT'],
      [documents[1], 'Elon Musk'],
    ] as const) {
      const signed = await sign(client.agent, order.id, document.assetId, { consent: true, fullName, version: 1 });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const staffView = await staff.agent.request({ method: 'GET', url: `/api/admin/orders/${order.id}/signatures` });
    expect(staffView.statusCode, staffView.body).toBe(200);
    const body = staffView.json();
    expect(body).toMatchObject({ accountEmail: client.user.email, contactName: 'Casey Client', waiting: 1 });
    expect(
      body.documents.map((d: { signerName: string | null; nameMatchesContact: boolean | null }) => [
        d.signerName,
        d.nameMatchesContact,
      ]),
    ).toEqual([
      ['casey CLIENT', true],
      ['Elon Musk', false],
      [null, null],
    ]);
  });

  it('refuses a superseded (regenerated) version and a canceled order with 409', async () => {
    const client = await signedInAs(ctx, 'CLIENT');
    const order = await orderWaitingOnClient(client.user.id);
    const [articles, agreement] = (await list(client.agent, order.id)).json().documents as SignatureItem[];
    await createSignatureActivities({ db: ctx.db, mailer, publicUrl: 'http://localhost' }).voidSignatures({
      orderId: order.id,
      keys: [agreement.documentKey],
    });
    const voided = await sign(client.agent, order.id, agreement.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(/superseded/);
    await ctx.db.order.update({ where: { id: order.id }, data: { status: 'CANCELED' } });
    const canceled = await sign(client.agent, order.id, articles.assetId, {
      consent: true,
      fullName: 'Casey Client',
      version: 1,
    });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toMatch(/canceled/);
    expect(await unsignedDocumentCount(ctx.db, order.id)).toBe(0);
  });
});
