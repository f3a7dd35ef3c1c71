// The Formation partner API's typed client: openapi-fetch over the types generated from the API's OpenAPI document
// (src/schema.ts, regenerated with the document), the version it was generated for sent on every request, webhook
// signature verification and Idempotency-Key helpers.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';
import { API_VERSION } from './version';

export { idempotencyKey } from './idempotency';
export type { components, paths } from './schema';
export { API_VERSION } from './version';
export { constructEvent, SIGNATURE_HEADER, verifySignature, WebhookSignatureError } from './webhooks';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderStage = Schemas['OrderStage'];
export type Customer = Schemas['Customer'];
export type Entity = Schemas['Entity'];
export type Case = Schemas['Case'];
export type Document = Schemas['Document'];
export type Event = Schemas['Event'];
export type EventType = Schemas['EventType'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type ApiError = Schemas['Error'];

export interface FormationOptions {
  /** fk_test_... or fk_live_... */
  apiKey: string;
  /** The API's address, e.g. https://formation.example (no /api/v1). */
  baseUrl: string;
  /** The Formation-Version to answer in; the version this client was generated for by default. */
  version?: string;
  /** Another fetch (tests, proxies). */
  fetch?: ClientOptions['fetch'];
}

/** A client whose every path, parameter, body and answer is typed: `formation.POST('/api/v1/orders', {...})`. */
export function createFormationClient({ apiKey, baseUrl, version = API_VERSION, fetch }: FormationOptions) {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${apiKey}`, 'Formation-Version': version },
    ...(fetch ? { fetch } : {}),
  });
}
export type FormationClient = ReturnType<typeof createFormationClient>;
