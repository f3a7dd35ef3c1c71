// A good-standing order's certificate: staff upload the state's PDF at the filing step (streamed and sniffed like
// every upload, asset-uploads.ts); it is stored as the order's document, owned by the entity's client, so it shows
// on that client's entity page and nowhere else. Recording the filing needs it (needsCertificate).
import type { FastifyRequest } from 'fastify';
import {
  CERTIFICATE_NOT_PDF,
  certificateDocumentKey,
  certificateFileName,
  certificateUploadRefusal,
  needsCertificate,
} from '../../../domain/order-certificates';
import type { OrderKind } from '../../../domain/order-kinds';
import type { PipelineStage } from '../../../domain/order-stages';
import { conflict, notFound } from '../../errors';
import type { FileStore } from '../../infra/files';
import type { Db } from '../../infra/prisma';
import { PLACED_PAYMENT } from '../orders/order-lookup';
import { storePlacedUpload } from './asset-uploads';

/** Whether the order's certificate is on file (always true for kinds completed without one). */
async function certificateOnFile(db: Db, order: { id: string; kind: OrderKind; state: string }) {
  if (!needsCertificate(order.kind)) return true;
  const found = await db.asset.findFirst({
    where: { documentKey: certificateDocumentKey(order.id, order.state), deletedAt: null },
    select: { id: true },
  });
  return found !== null;
}

/** What recording an order's filing is checked against: its kind, and whether its certificate is on file. */
export async function orderCompletionFacts(db: Db, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, kind: true, state: true } });
  if (!order) return null;
  return { kind: order.kind, certificateOnFile: await certificateOnFile(db, order) };
}

/**
 * Stores the uploaded certificate of the paid order `orderId` as its document (a second upload is its next
 * version). Unknown or unpaid order: 404; an order that takes no certificate now: 409, before the body is read.
 * `liveStage` asks the workflow where the order is: its database row follows the workflow a moment later.
 */
export async function storeOrderCertificate(
  deps: { db: Db; files: FileStore },
  request: FastifyRequest,
  userId: string,
  orderId: string,
  liveStage: () => Promise<PipelineStage | null>,
) {
  const order = await deps.db.order.findFirst({
    where: { id: orderId, paymentStatus: PLACED_PAYMENT },
    select: { id: true, kind: true, status: true, stage: true, state: true, userId: true, entity: true },
  });
  if (!order) throw notFound(`Order not found: ${orderId}`);
  const atFiling = order.stage === 'FILING' || !needsCertificate(order.kind) || order.status !== 'IN_PROGRESS';
  const stage = atFiling ? order.stage : ((await liveStage()) ?? order.stage);
  const refusal = certificateUploadRefusal({ ...order, stage });
  if (refusal) throw conflict(refusal);
  const businessName = order.entity?.businessName ?? '';
  const { asset } = await storePlacedUpload(deps, request, userId, async (fields) => ({
    // Only the checksum is the file's: its kind comes from its content, its tags from what it is.
    assetFields: { checksum: fields.checksum ?? '' },
    orderId: order.id,
    ownerId: order.entity?.userId ?? order.userId,
    documentKey: certificateDocumentKey(order.id, order.state),
    name: certificateFileName(businessName, order.state),
    tags: ['certificate', 'good-standing'],
    accept: { mimeTypes: ['application/pdf'], message: CERTIFICATE_NOT_PDF },
    context: null,
  }));
  return { asset, order };
}
