// A stable key for a checkout record: the same checkout (reloaded, retried, sent twice) maps to the same order.
import { createHash } from 'node:crypto';
import type { CheckoutRecord } from '../../../domain/schemas';

const sortedUnique = (ids: readonly string[]) => [...new Set(ids)].sort();

/** The parts of a checkout record that identify it, in a canonical form (order of ids and keys does not matter). */
export function normaliseCheckoutRecord(record: CheckoutRecord) {
  const states = sortedUnique(record.states);
  return {
    contact: {
      firstName: record.contact.firstName.trim(),
      lastName: record.contact.lastName.trim(),
      email: record.contact.email.trim().toLowerCase(),
      phone: (record.contact.phone ?? '').trim(),
      company: (record.contact.company ?? '').trim(),
    },
    packages: sortedUnique(record.packages),
    services: sortedUnique(record.services),
    states,
    entityDetails: states.map((code) => ({
      state: code,
      businessName: (record.entityDetails[code]?.businessName || record.businessNames[code] || '').trim(),
      entityType: record.entityDetails[code]?.entityType ?? 'LLC',
    })),
    timestamp: record.timestamp === undefined ? null : String(record.timestamp),
  };
}

export function checkoutKey(record: CheckoutRecord): string {
  return createHash('sha256')
    .update(JSON.stringify(normaliseCheckoutRecord(record)))
    .digest('hex');
}
