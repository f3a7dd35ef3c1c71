// The onboarding screens' calls beside the admin/orders resource: the board, a staff action, an order's name checks
// and signatures, and the files staff add to an order (a client's wet-ink scan, a good-standing certificate), sent
// as multipart with the SHA-256 the screen computed, as for every upload; and the publishable key staff's phone
// order pays with.
import type { orderNameChecksSchema } from '../../../domain/contracts/business-names';
import type { deliverablesAnswerSchema } from '../../../domain/contracts/deliverables';
import type { adminOrderSignaturesSchema } from '../../../domain/contracts/signatures';
import type { Wire } from '../../../domain/contracts/wire';
import type { ActionResult, BoardData, BoardFilter } from '../onboarding/types';
import { API_URL, getJson, httpClient, postJson } from './httpClient';

/** A file with its SHA-256, computed in the browser. */
interface CheckedFile {
  file: File;
  checksum: string;
}

export interface OrderCalls {
  /** Blank filters are left out; `shown`: the cards each column shows (Pending, In Progress, Complete). */
  getOnboardingBoard(filter: BoardFilter, shown: readonly number[]): Promise<BoardData>;
  /** One staff action ({ action, ...its fields }). */
  orderAction(id: string, body: Record<string, unknown>): Promise<ActionResult>;
  getOrderNameChecks(id: string): Promise<Wire<typeof orderNameChecksSchema>>;
  getOrderSignatures(id: string): Promise<Wire<typeof adminOrderSignaturesSchema>>;
  /** The client's signed scan of one document's `version`, recorded by staff with a reason. */
  recordWetInk(id: string, assetId: string, scan: CheckedFile & { reason: string; version: number }): Promise<void>;
  uploadCertificate(id: string, certificate: CheckedFile): Promise<void>;
  /** Marks one of the order's deliverables done, or waives it with a reason. */
  markDeliverable(
    id: string,
    deliverableId: string,
    body: { action: 'done' } | { action: 'waive'; reason: string },
  ): Promise<Wire<typeof deliverablesAnswerSchema>>;
  /** Cancels an order nobody has paid: its payment link and checkout stop working. */
  cancelUnpaidOrder(id: string, reason: string): Promise<unknown>;
  /** Stripe's publishable key for the card staff take on the phone (null when payments are not configured). */
  getStripeConfig(): Promise<{ publishableKey: string | null }>;
}

const orderUrl = (id: string) => `${API_URL}/admin/orders/${encodeURIComponent(id)}`;

/** Fields first, the file last: the server streams the file and reads the fields before it. */
function multipart(fields: Record<string, string>, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

export const orderCalls: OrderCalls = {
  getOnboardingBoard: (filter, shown) => {
    const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
    return getJson(
      `${API_URL}/admin/onboarding/board?filter=${encodeURIComponent(JSON.stringify(given))}&shown=${shown.join(',')}`,
    );
  },
  orderAction: (id, body) => postJson(`${orderUrl(id)}/actions`, body),
  getOrderNameChecks: (id) => getJson(`${orderUrl(id)}/name-checks`),
  getOrderSignatures: (id) => getJson(`${orderUrl(id)}/signatures`),
  recordWetInk: async (id, assetId, { reason, version, checksum, file }) => {
    const body = multipart({ reason, version: String(version), checksum }, file);
    await httpClient(`${orderUrl(id)}/documents/${encodeURIComponent(assetId)}/wet-ink`, { method: 'POST', body });
  },
  markDeliverable: (id, deliverableId, body) =>
    postJson(`${orderUrl(id)}/deliverables/${encodeURIComponent(deliverableId)}`, body),
  cancelUnpaidOrder: (id, reason) => postJson(`${orderUrl(id)}/cancel`, { reason }),
  getStripeConfig: () => getJson(`${API_URL}/stripe/config`),
  uploadCertificate: async (id, { checksum, file }) => {
    await httpClient(`${orderUrl(id)}/certificate`, { method: 'POST', body: multipart({ checksum }, file) });
  },
};
