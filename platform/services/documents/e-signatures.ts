// The signing step's records: which of an order's documents wait for the client's signature, and storing a
// signature (the signed PDF built here, or a wet-ink scan uploaded by staff) as the next version of the order's
// document, the original kept as the earlier version. The API checks ownership and the pipeline's rules first;
// the workflow is told afterwards (signatureUpdate).

import { buffer } from 'node:stream/consumers';
import {
  ESIGN_CONSENT_TEXT,
  SIGNATURE_CAPACITY,
  type SignatureMethod,
  signerNameMatches,
} from '../../../domain/e-signature';
import { documentLabel } from '../../../domain/order-documents';
import type { DocumentSignature } from '../../../prisma/generated/client';
import { conflict } from '../../errors';
import type { FileStore, StagedFile } from '../../infra/files';
import type { Db } from '../../infra/prisma';
import { recordAssetVersion } from './asset-versions';
import { buildSignedPdf, sha256Hex } from './signed-pdf';

/** How many of the order's documents still wait for the client's signature (0 for a canceled order). */
export async function unsignedDocumentCount(db: Db, orderId: string): Promise<number> {
  return (await unsignedDocumentCounts(db, [orderId])).get(orderId) ?? 0;
}

/** The same for a page of orders, in one query (orders with none are absent from the map). */
export async function unsignedDocumentCounts(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const groups = await db.documentSignature.groupBy({
    by: ['orderId'],
    where: { orderId: { in: [...orderIds] }, status: 'PENDING', order: { status: { not: 'CANCELED' } } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.orderId, group._count._all]));
}

const templateOf = (documentKey: string) => documentKey.slice(documentKey.indexOf(':') + 1);
const stateOf = (documentKey: string) => documentKey.slice(0, documentKey.indexOf(':'));

/** The signature rows to show: the latest version of each document (void ones only when nothing replaced them). */
export async function listOrderSignatures(db: Db, orderId: string) {
  const rows = await db.documentSignature.findMany({
    where: { orderId },
    orderBy: [{ documentKey: 'asc' }, { documentVersion: 'desc' }],
    include: { asset: { select: { name: true, version: true, deletedAt: true } } },
    take: 200,
  });
  const latest = rows.filter((row, i) => i === 0 || rows[i - 1].documentKey !== row.documentKey);
  return latest.filter((row) => !row.asset.deletedAt).map(signatureView);
}

function signatureView(row: DocumentSignature & { asset: { name: string; version: number } }) {
  const template = templateOf(row.documentKey);
  return {
    id: row.id,
    assetId: row.assetId,
    name: row.asset.name,
    label: documentLabel(template),
    stateCode: stateOf(row.documentKey),
    documentKey: row.documentKey,
    documentVersion: row.documentVersion,
    capacity: SIGNATURE_CAPACITY[template] ?? 'Signer',
    status: row.status,
    /** The file version to sign (the original). */
    version: row.assetVersion,
    /** Whether the asset's current file is still that original (false once signed or superseded). */
    current: row.asset.version === row.assetVersion,
    method: row.method as SignatureMethod | null,
    signedVersion: row.signedAssetVersion,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    signedAt: row.signedAt,
    originalSha256: row.originalSha256,
    signedDocumentSha256: row.signedDocumentSha256,
    signedFileSha256: row.signedFileSha256,
    reason: row.reason,
  };
}

/** Staff's list: each electronic signature's typed name compared with the order's contact, beside the account. */
export async function listOrderSignaturesForStaff(db: Db, orderId: string) {
  const [order, documents] = await Promise.all([
    db.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { contactFirstName: true, contactLastName: true, user: { select: { email: true } } },
    }),
    listOrderSignatures(db, orderId),
  ]);
  const contact = { firstName: order.contactFirstName, lastName: order.contactLastName };
  return {
    accountEmail: order.user?.email ?? null,
    contactName: `${contact.firstName} ${contact.lastName}`.trim(),
    documents: documents.map((row) => ({
      ...row,
      nameMatchesContact:
        row.method === 'electronic' && row.signerName ? signerNameMatches(row.signerName, contact) : null,
    })),
  };
}

/** The latest signature row of an order's document file, with the file's current version and name. */
export function findSignatureOfAsset(db: Db, orderId: string, assetId: string) {
  return db.documentSignature.findFirst({
    where: { orderId, assetId },
    orderBy: { documentVersion: 'desc' },
    include: {
      asset: { select: { name: true, version: true, deletedAt: true, kind: true, orderId: true, ownerId: true } },
    },
  });
}

const SUPERSEDED =
  'This version of the document is superseded: a newer version replaced it. Reload the page to sign the current one.';

/** Refuses a row that cannot be signed at `version` (409), unless it is the same signature already given. */
export function signableProblem(
  row: Pick<DocumentSignature, 'status' | 'assetVersion'> & { asset: { version: number } },
  version: number,
): string | null {
  if (row.status === 'VOID' || version !== row.assetVersion) return SUPERSEDED;
  if (row.status === 'PENDING' && row.asset.version !== row.assetVersion) return SUPERSEDED;
  return null;
}

export interface Signer {
  id: string;
  email: string;
  name: string;
  ip: string;
  userAgent: string;
}

interface StoreInput {
  method: SignatureMethod;
  /** The signed file, staged: committed under `fileKey` when the signature is stored, else discarded. */
  staged: StagedFile;
  signer: Signer;
  signedAt: Date;
  originalSha256: string;
  signedDocumentSha256: string | null;
  reason: string | null;
  fileKey: string;
}

/**
 * Stores the signed file as the document's next version and marks the row signed, in one transaction that
 * locks the row: of two concurrent signatures one stores, the other finds it signed ('taken').
 */
async function storeSignature(db: Db, rowId: string, input: StoreInput): Promise<DocumentSignature | 'taken'> {
  const { staged } = input;
  try {
    const result = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "DocumentSignature" WHERE id = ${rowId}::uuid FOR UPDATE`;
      const row = await tx.documentSignature.findUniqueOrThrow({ where: { id: rowId }, include: { asset: true } });
      if (row.status !== 'PENDING' || row.asset.version !== row.assetVersion) return 'taken' as const;
      await staged.commit(input.fileKey, { contentType: 'application/pdf' });
      const asset = await recordAssetVersion(tx, {
        name: row.asset.name,
        kind: row.asset.kind,
        s3Key: input.fileKey,
        checksum: staged.sha256,
        mimeType: 'application/pdf',
        sizeBytes: staged.sizeBytes,
        orderId: row.asset.orderId,
        ownerId: row.asset.ownerId,
        documentKey: row.asset.documentKey,
        createdById: input.signer.id,
      });
      return tx.documentSignature.update({
        where: { id: rowId },
        data: {
          status: 'SIGNED',
          method: input.method,
          signedAssetVersion: asset.version,
          signerId: input.signer.id,
          signerName: input.signer.name,
          signerEmail: input.signer.email,
          ip: input.signer.ip,
          userAgent: input.signer.userAgent,
          consentText: input.method === 'electronic' ? ESIGN_CONSENT_TEXT : null,
          reason: input.reason,
          originalSha256: input.originalSha256,
          signedDocumentSha256: input.signedDocumentSha256,
          signedFileSha256: staged.sha256,
          signedAt: input.signedAt,
        },
      });
    });
    if (result === 'taken') await staged.discard();
    return result;
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/** The original file of a signature row (the asset's version offered for signature). */
async function originalFile(db: Db, files: FileStore, row: Pick<DocumentSignature, 'assetId' | 'assetVersion'>) {
  const version = await db.assetVersion.findUnique({
    where: { assetId_version: { assetId: row.assetId, version: row.assetVersion } },
    select: { s3Key: true },
  });
  if (!version) throw conflict(SUPERSEDED);
  const stored = await files.open(version.s3Key);
  if (!stored) throw new Error(`the file of asset ${row.assetId} version ${row.assetVersion} is missing from storage`);
  return new Uint8Array(await buffer(stored));
}

const signedKey = (row: Pick<DocumentSignature, 'orderId' | 'assetId' | 'assetVersion'>, suffix: string) =>
  `signed/${row.orderId}/${row.assetId}-v${row.assetVersion}-${suffix}.pdf`;

/** The client's electronic signature: builds the signed PDF and stores it as the next version. */
export async function signElectronically(
  db: Db,
  files: FileStore,
  row: DocumentSignature & { asset: { name: string } },
  signer: Signer,
  signedAt = new Date(),
) {
  const original = await originalFile(db, files, row);
  const template = templateOf(row.documentKey);
  const signed = await buildSignedPdf(original, {
    documentName: row.asset.name,
    capacity: SIGNATURE_CAPACITY[template] ?? 'Signer',
    signerName: signer.name,
    signerEmail: signer.email,
    signedAt,
    ip: signer.ip,
    userAgent: signer.userAgent,
    consentText: ESIGN_CONSENT_TEXT,
  });
  return storeSignature(db, row.id, {
    method: 'electronic',
    staged: await files.stage(Buffer.from(signed.bytes)),
    signer,
    signedAt,
    originalSha256: signed.originalSha256,
    signedDocumentSha256: signed.signedDocumentSha256,
    reason: null,
    fileKey: signedKey(row, 'signed'),
  });
}

/** A wet-ink signature: staff upload the client's signed scan (a PDF, staged as it arrived), with their reason. */
export async function recordWetInkSignature(
  db: Db,
  files: FileStore,
  row: DocumentSignature,
  scan: StagedFile,
  staff: Signer,
  reason: string,
) {
  let original: Uint8Array;
  try {
    original = await originalFile(db, files, row);
  } catch (err) {
    await scan.discard();
    throw err;
  }
  return storeSignature(db, row.id, {
    method: 'wetInk',
    staged: scan,
    signer: staff,
    signedAt: new Date(),
    originalSha256: sha256Hex(original),
    signedDocumentSha256: null,
    reason,
    fileKey: signedKey(row, 'wet-ink'),
  });
}

/**
 * A test-mode order's signature, taken by the pipeline itself: the row is marked signed (no signed file is made,
 * the signer says it was simulated). Idempotent: a row already signed or replaced is left as it is.
 */
export async function recordSimulatedSignature(db: Db, orderId: string, documentKey: string, version: number) {
  await db.documentSignature.updateMany({
    where: { orderId, documentKey, documentVersion: version, status: 'PENDING', order: { testMode: true } },
    data: { status: 'SIGNED', method: 'electronic', signerName: 'Simulated (test mode)', signedAt: new Date() },
  });
}

export { signatureView };
