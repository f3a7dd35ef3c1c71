// The client's side of e-signature through the API, for suites that need documents signed on the way: the
// documents an order offers, and signing one (each call must answer 200).
import { expect } from 'vitest';
import type { orderSignaturesSchema, signatureSchema } from '../../domain/contracts/signatures';
import type { Wire } from '../../domain/contracts/wire';
import type { PrismaClient } from '../../prisma/generated/client';
import type { TestAgent } from './api';
import { multipartBody, sha256 } from './uploads';
import { waitFor } from './wait-for';

export type SignatureItem = Wire<typeof signatureSchema>;

/**
 * Confirming documents answers once the workflow accepts it; that round's signature requests are written a moment
 * later, their audit entry last.
 */
export const signatureRequestsWritten = (db: PrismaClient, orderId: string, round = 1) =>
  waitFor(() =>
    db.auditEntry.findFirst({
      where: { action: 'order.signature_requested', target: orderId, details: { path: ['round'], equals: round } },
    }),
  );

/** The order's documents offered for signature (GET /api/orders/:id/signatures). */
export async function offeredDocuments(agent: TestAgent, orderId: string): Promise<SignatureItem[]> {
  const list = await agent.request({ method: 'GET', url: `/api/orders/${orderId}/signatures` });
  expect(list.statusCode, list.body).toBe(200);
  return (list.json() as Wire<typeof orderSignaturesSchema>).documents;
}

/** Signs one document electronically as `fullName`, with consent. */
export async function signDocument(agent: TestAgent, orderId: string, document: SignatureItem, fullName: string) {
  const signed = await agent.request({
    method: 'POST',
    url: `/api/orders/${orderId}/documents/${document.assetId}/sign`,
    payload: { consent: true, fullName, version: document.version },
    csrf: true,
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

/** Signs every document the order still waits on; answers their keys. */
export async function signPending(agent: TestAgent, orderId: string, fullName: string): Promise<string[]> {
  const pending = (await offeredDocuments(agent, orderId)).filter((d) => d.status === 'PENDING');
  for (const document of pending) await signDocument(agent, orderId, document, fullName);
  return pending.map((d) => d.documentKey);
}

/** Staff record a wet-ink signature: the scan streamed as multipart with its reason, version and SHA-256. */
export async function postWetInk(
  agent: TestAgent,
  orderId: string,
  assetId: string,
  input: { reason: string; version: number | string; scan: Buffer; fileName?: string; checksum?: string },
) {
  const body = await multipartBody(
    { reason: input.reason, version: String(input.version), checksum: input.checksum ?? sha256(input.scan) },
    { name: input.fileName ?? 'signed-scan.pdf', data: input.scan, type: 'application/pdf' },
  );
  return agent.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/documents/${assetId}/wet-ink`,
    ...body,
    csrf: true,
  });
}
