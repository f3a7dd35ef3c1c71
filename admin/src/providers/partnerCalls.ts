// The partners screens' calls beside the partners resource: a partner's keys (issued, rotated, revoked; a key's
// secret is only in the answer that makes it) and its webhook endpoints with their deliveries, and a resend.
import type { issuedKeySchema, partnerWebhookEndpointSchema } from '../../../domain/contracts/partners';
import type { Wire } from '../../../domain/contracts/wire';
import type { webhookEndpointWithSecretSchema } from '../../../domain/partner-api/events';
import { API_URL, getJson, httpClient, postJson } from './httpClient';

export type IssuedKey = Wire<typeof issuedKeySchema>;
export type PartnerWebhookEndpoint = Wire<typeof partnerWebhookEndpointSchema>;
type Delivery = PartnerWebhookEndpoint['deliveries'][number];

export interface PartnerCalls {
  issuePartnerKey(partnerId: string, key: { mode: 'test' | 'live'; name: string }): Promise<IssuedKey>;
  /** A new secret; the old one keeps working for the grace period. */
  rotatePartnerKey(partnerId: string, keyId: string): Promise<IssuedKey>;
  revokePartnerKey(partnerId: string, keyId: string): Promise<void>;
  getPartnerWebhookEndpoints(partnerId: string): Promise<PartnerWebhookEndpoint[]>;
  /** A new delivery of the delivery's event (audited). */
  resendPartnerWebhookDelivery(partnerId: string, endpointId: string, deliveryId: string): Promise<Delivery>;
  /** A test event to the endpoint: a new delivery (audited). */
  testPartnerWebhookEndpoint(partnerId: string, endpointId: string): Promise<Delivery>;
  /** Staff add an endpoint (audited); its signing secret is in this answer only. */
  addPartnerWebhookEndpoint(
    partnerId: string,
    endpoint: { url: string; events: string[]; mode: 'test' | 'live' },
  ): Promise<AddedEndpoint>;
}

type AddedEndpoint = Wire<typeof webhookEndpointWithSecretSchema>;

const partnerUrl = (id: string) => `${API_URL}/admin/partners/${encodeURIComponent(id)}`;
const keyUrl = (partnerId: string, keyId: string) => `${partnerUrl(partnerId)}/keys/${encodeURIComponent(keyId)}`;

export const partnerCalls: PartnerCalls = {
  issuePartnerKey: (partnerId, key) => postJson<IssuedKey>(`${partnerUrl(partnerId)}/keys`, key),
  rotatePartnerKey: (partnerId, keyId) => postJson<IssuedKey>(`${keyUrl(partnerId, keyId)}/rotate`, {}),
  revokePartnerKey: async (partnerId, keyId) => {
    await httpClient(keyUrl(partnerId, keyId), { method: 'DELETE' });
  },
  getPartnerWebhookEndpoints: (partnerId) =>
    getJson<PartnerWebhookEndpoint[]>(`${partnerUrl(partnerId)}/webhook-endpoints`),
  resendPartnerWebhookDelivery: (partnerId, endpointId, deliveryId) =>
    postJson<Delivery>(
      `${partnerUrl(partnerId)}/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      {},
    ),
  testPartnerWebhookEndpoint: (partnerId, endpointId) =>
    postJson<Delivery>(`${partnerUrl(partnerId)}/webhook-endpoints/${encodeURIComponent(endpointId)}/test`, {}),
  addPartnerWebhookEndpoint: (partnerId, endpoint) =>
    postJson<AddedEndpoint>(`${partnerUrl(partnerId)}/webhook-endpoints`, endpoint),
};
