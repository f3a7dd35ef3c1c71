// E-signature of an order's formation documents. The client lists the documents offered for signature and signs
// one (consent + typed full name): the API checks ownership (another client's order or file: 404, audited), the
// order (canceled: 409) and the version (superseded: 409), asks the workflow's rules, stores the signed PDF as the
// document's next version and tells the workflow. Signing the same version again answers the same signature.
// Staff may instead record a wet-ink signature by uploading the client's signed scan, with a reason.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderSignaturesSchema,
  orderSignaturesSchema,
  signedDocumentSchema,
} from '../../domain/contracts/signatures';
import { ESIGN_CONSENT_TEXT, type SignatureMethod, signerNameProblem } from '../../domain/e-signature';
import type { Actor } from '../../domain/pipeline';
import { refusalFor } from '../../domain/pipeline';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { uuidSchema } from '../../domain/uuid';
import { badRequest, conflict, HttpError } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import {
  findSignatureOfAsset,
  listOrderSignatures,
  listOrderSignaturesForStaff,
  receiveUpload,
  recordWetInkSignature,
  type Signer,
  scanPdfProblem,
  signableProblem,
  signatureView,
  signElectronically,
  unsignedDocumentCount,
} from '../../platform/services/documents';
import { findOrderHead, findPlacedOrderHead } from '../../platform/services/orders';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { requireArea, requireRole, sessionUser } from '../plugins/auth';

const orderParams = z.object({ id: uuidSchema('must be an order id') });
const documentParams = orderParams.extend({ assetId: uuidSchema('must be a document id') });
const version = z
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .min(1, 'version must be 1 or more')
  .max(1_000_000, 'version must be at most 1000000');

const signBody = z.object({
  consent: z.literal(true, { error: 'consent must be given to sign electronically' }),
  fullName: z
    .string({ error: 'fullName is required' })
    .max(200)
    .refine((name) => signerNameProblem(name) === null, {
      error: (issue) => signerNameProblem(String(issue.input)) ?? '',
    }),
  version,
});

/** A signed scan: a PDF of at most 15 MB, streamed as multipart (the fields reason, version, checksum, then file). */
const MAX_SCAN_BYTES = 15 * 1024 * 1024;
const SCAN_FORM = {
  maxBytes: MAX_SCAN_BYTES,
  tooLargeMessage: 'The scan is too large (15 MB at most)',
  fieldNames: 'reason, version, checksum',
};
const wetInkFields = z.object({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(2000),
  version: z.coerce.number({ error: 'version must be a number' }).pipe(version),
  checksum: z
    .string({ error: 'checksum: required (the SHA-256 of the scan, computed before sending)' })
    .regex(/^[a-fA-F0-9]{64}$/, 'checksum: must be the SHA-256 of the scan as 64 hex characters'),
});

export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_SCAN_BYTES, files: 1 } });
  const customerOnly = requireRole(...CUSTOMER_ROLES);

  /** The order as its client sees it: another client's order is a 404 written to the audit log. */
  async function ownOrder(request: Parameters<typeof refuseForeign>[1], userId: string, id: string) {
    const order = await findPlacedOrderHead(db, id);
    if (!order) throw notFoundFor('order', id);
    if (order.userId !== userId) throw await refuseForeign(db, request, 'order', id);
    return order;
  }

  /** The workflow's rules on this signature, before anything is stored (409 with the reason). */
  async function checkPipeline(orderId: string, documentKey: string, documentVersion: number, method: SignatureMethod) {
    const state = await app.pipeline.currentState(orderId);
    const refusal = refusalFor(state, { action: 'signDocument', documentKey, version: documentVersion, method });
    if (refusal) throw conflict(refusal);
  }

  /** Tells the workflow; a signature it already has (a retried request) is not an error. */
  async function tellPipeline(
    orderId: string,
    row: { documentKey: string; documentVersion: number },
    method: SignatureMethod,
    actor: Actor,
    already: boolean,
  ) {
    try {
      await app.pipeline.sign(orderId, { documentKey: row.documentKey, version: row.documentVersion, method, actor });
    } catch (err) {
      if (!(already && err instanceof HttpError && err.statusCode === 409)) throw err;
    }
  }

  app.get(
    '/api/orders/:id/signatures',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['orders'],
        summary: "The order's documents offered for signature, with the consent wording (ESIGN Act / UETA)",
        params: orderParams,
        response: { 200: orderSignaturesSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const order = await ownOrder(request, user.id, request.params.id.toLowerCase());
      reply.header('Cache-Control', 'no-store');
      return {
        consentText: ESIGN_CONSENT_TEXT,
        canceled: order.status === 'CANCELED',
        waiting: await unsignedDocumentCount(db, order.id),
        documents: await listOrderSignatures(db, order.id),
      };
    },
  );

  app.post(
    '/api/orders/:id/documents/:assetId/sign',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['orders'],
        summary: 'Sign one document electronically: the signed PDF becomes its next version',
        params: documentParams,
        body: signBody,
        response: { 200: signedDocumentSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const id = request.params.id.toLowerCase();
      const assetId = request.params.assetId.toLowerCase();
      const order = await ownOrder(request, user.id, id);
      const row = await findSignatureOfAsset(db, order.id, assetId);
      if (!row || row.asset.deletedAt) throw await refuseForeign(db, request, 'document', assetId);
      if (order.status === 'CANCELED') throw conflict('The order is canceled: documents can no longer be signed');
      const { version: asked, fullName } = request.body;
      const problem = signableProblem(row, asked);
      if (problem) throw conflict(problem);
      const actor = { id: user.id, email: user.email };
      if (row.status === 'SIGNED') {
        // The same signature asked again: the same answer (and the workflow told, in case it missed it).
        await tellPipeline(order.id, row, 'electronic', actor, true);
        return { signature: signatureView(row) };
      }
      await checkPipeline(order.id, row.documentKey, row.documentVersion, 'electronic');
      const signer: Signer = {
        id: user.id,
        email: user.email,
        name: fullName.trim().replace(/\s+/g, ' '),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      };
      const stored = await signElectronically(db, files, row, signer);
      if (stored === 'taken') {
        const now = await findSignatureOfAsset(db, order.id, assetId);
        if (now?.status !== 'SIGNED' || now.assetVersion !== asked)
          throw conflict('The document changed: reload the page');
        return { signature: signatureView(now) };
      }
      await audit(db, request, {
        action: 'order.document_signed',
        target: id,
        details: { assetId, documentKey: row.documentKey, version: asked, signedVersion: stored.signedAssetVersion },
      });
      await tellPipeline(order.id, row, 'electronic', actor, false);
      const signed = await findSignatureOfAsset(db, order.id, assetId);
      return { signature: signatureView(signed!) };
    },
  );

  app.get(
    '/api/admin/orders/:id/signatures',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: "The order's documents offered for signature",
        params: orderParams,
        response: { 200: adminOrderSignaturesSchema },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const order = await findOrderHead(db, id);
      if (!order) throw notFoundFor('order', id);
      return { waiting: await unsignedDocumentCount(db, id), ...(await listOrderSignaturesForStaff(db, id)) };
    },
  );

  app.post(
    '/api/admin/orders/:id/documents/:assetId/wet-ink',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary:
          "Record the client's wet-ink signature (multipart: reason, version, checksum = SHA-256 of the scan, then file): the signed scan (PDF) becomes the document's next version",
        consumes: ['multipart/form-data'],
        params: documentParams,
        response: { 200: signedDocumentSchema },
      },
    },
    async (request) => {
      const staff = sessionUser(request);
      const id = request.params.id.toLowerCase();
      const assetId = request.params.assetId.toLowerCase();
      const { staged, fields } = await receiveUpload(request, files, SCAN_FORM);
      let row: NonNullable<Awaited<ReturnType<typeof findSignatureOfAsset>>>;
      let reason: string;
      try {
        const order = await findOrderHead(db, id);
        if (!order) throw notFoundFor('order', id);
        const found = await findSignatureOfAsset(db, order.id, assetId);
        if (!found || found.asset.deletedAt) throw notFoundFor('document', assetId);
        row = found;
        const parsed = wetInkFields.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
        reason = parsed.data.reason;
        if (order.status === 'CANCELED') throw conflict('The order is canceled: documents can no longer be signed');
        const problem = signableProblem(row, parsed.data.version);
        if (problem) throw conflict(problem);
        if (row.status === 'SIGNED') throw conflict('This document is already signed');
        if (staged.sizeBytes === 0) throw badRequest('file: is empty');
        if (parsed.data.checksum.toLowerCase() !== staged.sha256)
          throw badRequest('checksum: does not match the uploaded scan (it changed or was cut in transit)');
        const notPdf = await scanPdfProblem(staged.path);
        if (notPdf) throw badRequest(notPdf);
        await checkPipeline(order.id, row.documentKey, row.documentVersion, 'wetInk');
      } catch (err) {
        await staged.discard();
        throw err;
      }
      const stored = await recordWetInkSignature(
        db,
        files,
        row,
        staged,
        {
          id: staff.id,
          email: staff.email,
          name: 'Wet-ink signature (scan recorded by staff)',
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
        },
        reason,
      );
      if (stored === 'taken') throw conflict('This document is already signed');
      await audit(db, request, {
        action: 'order.wet_ink_signature',
        target: id,
        details: { assetId, documentKey: row.documentKey, reason, signedVersion: stored.signedAssetVersion },
      });
      await tellPipeline(id, row, 'wetInk', { id: staff.id, email: staff.email }, false);
      const signed = await findSignatureOfAsset(db, id, assetId);
      return { signature: signatureView(signed!) };
    },
  );
};
