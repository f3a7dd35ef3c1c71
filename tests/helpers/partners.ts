// Partners and keys for partner API tests, made through the same services the back-office uses.
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from '../../sdk/src/schema';
import type { ApiMode } from '../../domain/partner-keys';
import type { Db } from '../../platform/infra/prisma';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { issueKey } from '../../platform/services/partners';

let counter = 0;

/** A partner (approved when a live key is asked for) and a key of each mode asked for. */
export async function createPartner(db: Db, name = 'Acme Payroll', modes: ApiMode[] = ['TEST']) {
  const partner = await db.partner.create({
    data: {
      name,
      email: `partner-${Date.now()}-${++counter}@test.example`,
      status: modes.includes('LIVE') ? 'APPROVED' : 'TEST',
    },
  });
  const keys: Partial<Record<ApiMode, string>> = {};
  for (const mode of modes) keys[mode] = (await issueKey(db, partner.id, { mode, name: `${mode} key` })).key;
  return { partner, keys: keys as Record<ApiMode, string> };
}

/** The typed client a partner's code would use, with its key. */
export const partnerClient = (baseUrl: string, key: string) =>
  createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
export type PartnerClient = ReturnType<typeof partnerClient>;

/**
 * A formation placed through the API for a customer named Jane Doe, completed as the pipeline completes one (its
 * entities formed, with their obligations): the entity a partner's later orders work on.
 */
export async function formPartnerEntity(
  db: Db,
  api: PartnerClient,
  { state = 'DE', entityType = 'CORP', businessName = 'Same Name Inc' } = {},
) {
  const placed = await api.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      kind: 'FORMATION',
      customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: [state],
      entityDetails: { [state]: { businessName, entityType } },
    },
  });
  if (!placed.data || !('id' in placed.data)) throw new Error(`formation refused: ${JSON.stringify(placed.error)}`);
  const orderId = placed.data.id;
  await db.order.update({ where: { id: orderId }, data: { status: 'COMPLETE', stage: 'COMPLETE' } });
  await createObligationsForOrder(db, orderId);
  return db.formedEntity.findFirstOrThrow({ where: { orderId } });
}
