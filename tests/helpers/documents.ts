// Paid orders and stored documents written straight into a database and STORAGE_DIR, for API and browser tests.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../platform/infra/prisma';
import { paidPremiumOrderFixture } from './orders';

export interface PaidOrderOptions {
  businessName?: string;
  createdAt?: Date;
  contactEmail?: string;
  /** In document preparation; PENDING (in review) otherwise. */
  inProgress?: boolean;
}

export async function createPaidOrder(db: Db, userId: string, overrides: PaidOrderOptions = {}) {
  return db.order.create({
    data: {
      ...paidPremiumOrderFixture(),
      userId,
      checkoutKey: `test-order-${randomUUID()}`,
      status: overrides.inProgress ? 'IN_PROGRESS' : 'PENDING',
      stage: overrides.inProgress ? 'DOCUMENTS' : 'PENDING_REVIEW',
      states: ['DE'],
      state: 'DE',
      contactFirstName: 'Casey',
      contactLastName: 'Client',
      contactEmail: overrides.contactEmail ?? `order-${randomUUID()}@test.example`,
      createdAt: overrides.createdAt,
      entities: {
        create: { stateCode: 'DE', businessName: overrides.businessName ?? 'Engines LLC', entityType: 'LLC' },
      },
    },
  });
}

export interface StoredDocumentInput {
  name: string;
  content?: string;
  kind?: 'document' | 'valuation' | 'instrument' | 'image';
  mimeType?: string;
  orderId?: string | null;
  ownerId?: string | null;
  tags?: string[];
  createdAt?: Date;
  deletedAt?: Date | null;
}

/** An Asset row and its file under STORAGE_DIR (s3Key relative to it). */
export async function createStoredDocument(db: Db, storageDir: string, input: StoredDocumentInput) {
  const content = input.content ?? `Contents of ${input.name} ${randomUUID()}`;
  const key = `documents/${randomUUID()}/${input.name.replace(/[^\w.-]/g, '_')}`;
  const file = path.join(storageDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  const asset = await db.asset.create({
    data: {
      kind: input.kind ?? 'document',
      name: input.name,
      s3Key: key,
      checksum: createHash('sha256').update(content).digest('hex'),
      mimeType: input.mimeType ?? 'application/pdf',
      sizeBytes: Buffer.byteLength(content),
      tags: input.tags ?? [],
      orderId: input.orderId ?? null,
      ownerId: input.ownerId ?? null,
      createdAt: input.createdAt,
      deletedAt: input.deletedAt ?? null,
    },
  });
  return { asset, content };
}
