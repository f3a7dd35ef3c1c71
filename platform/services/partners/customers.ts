// A partner's customers, in the key's mode: created once per email, listed newest first in cursor pages, read one by
// one.
import { type Metadata, metadataOf } from '../../../domain/partner-api/metadata';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';
import { cursorPage } from './pages';

interface CustomerFields {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  metadata?: Metadata;
}

/**
 * The caller's customer with this email, made when there is none (`created` tells which). Metadata sent for an
 * existing customer is laid over its own, key by key (as Stripe updates metadata).
 */
export async function findOrCreateCustomer(
  db: Db | Prisma.TransactionClient,
  { partnerId, mode }: Pick<PartnerCaller, 'partnerId' | 'mode'>,
  fields: CustomerFields,
) {
  const { email, firstName, lastName, phone, metadata } = fields;
  const where = { partnerId_mode_email: { partnerId, mode, email } };
  const existing = await db.partnerCustomer.findUnique({ where });
  if (existing) {
    if (!metadata || Object.keys(metadata).length === 0) return { row: existing, created: false };
    const merged = { ...metadataOf(existing.metadata), ...metadata };
    return { row: await db.partnerCustomer.update({ where, data: { metadata: merged } }), created: false };
  }
  const row = await db.partnerCustomer.upsert({
    where,
    create: { partnerId, mode, email, firstName, lastName, phone: phone ?? '', metadata: metadata ?? {} },
    update: {},
  });
  return { row, created: true };
}

export function listPartnerCustomers(
  db: Db,
  { partnerId, mode }: PartnerCaller,
  query: { limit?: number; cursor?: string },
) {
  const where = { partnerId, mode };
  return cursorPage(
    query,
    async (id) => isUuid(id) && (await db.partnerCustomer.count({ where: { ...where, id } })) === 1,
    (args) => db.partnerCustomer.findMany({ where, ...args }),
  );
}

/** The caller's customer, or null when the id names none of them. */
export const findPartnerCustomer = (db: Db, { partnerId, mode }: PartnerCaller, id: string) =>
  isUuid(id) ? db.partnerCustomer.findFirst({ where: { id, partnerId, mode } }) : null;
