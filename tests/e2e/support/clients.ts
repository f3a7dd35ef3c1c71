// Extra client accounts and their documents for browser tests, written straight into the product's database
// and STORAGE_DIR (as the formation pipeline or staff sharing would produce them).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { upsertUser } from '../../../platform/services/identity';
import { createPaidOrder, createStoredDocument, type StoredDocumentInput } from '../../helpers/documents';
import { e2eDb } from './db';
import { E2E_ENV } from './env';

export const E2E_STORAGE_DIR = path.resolve(E2E_ENV.STORAGE_DIR ?? '.data/e2e-storage');

/** A new client account that no other test uses. */
export async function newClient(label: string) {
  const credentials = { email: `${label}-${randomUUID().slice(0, 8)}@e2e.test`, password: `${label}-password-e2e` };
  const user = await upsertUser(e2eDb(), { ...credentials, role: 'CLIENT' });
  return { ...credentials, id: user.id };
}

export const paidOrderFor = (userId: string) => createPaidOrder(e2eDb(), userId);

export const storedDocument = (input: StoredDocumentInput) => createStoredDocument(e2eDb(), E2E_STORAGE_DIR, input);
