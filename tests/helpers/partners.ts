// Partners and keys for partner API tests, made through the same services the back-office uses.
import type { ApiMode } from '../../domain/partner-keys';
import type { Db } from '../../platform/infra/prisma';
import { issueKey } from '../../platform/services/partners/keys';

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
