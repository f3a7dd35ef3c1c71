// The hosted payment page's calls: the link's order (what is paid, and whether it is) and its PaymentIntent, each
// carrying the link's signature (expires, sig) as the permission.
import type { PaymentLinkView } from '../../../../domain/contracts/payment-links';
import { apiRequest } from '../../lib/api';

export interface LinkProof {
  expires: string;
  sig: string;
}

const base = (orderId: string) => `/api/payment-links/${encodeURIComponent(orderId)}`;

export const fetchPaymentLink = (orderId: string, proof: LinkProof) =>
  apiRequest<PaymentLinkView>('GET', `${base(orderId)}?${new URLSearchParams({ ...proof })}`);

export const paymentLinkIntent = (orderId: string, proof: LinkProof) =>
  apiRequest<{ clientSecret: string; amountCents: number }>('POST', `${base(orderId)}/payment-intent`, {
    expires: Number(proof.expires),
    sig: proof.sig,
  });

/** A test-mode order on a platform with a live key: completes the simulated payment (no card) and answers the order. */
export const completeSimulatedPayment = (orderId: string, proof: LinkProof) =>
  apiRequest<PaymentLinkView>('POST', `${base(orderId)}/simulated-payment`, {
    expires: Number(proof.expires),
    sig: proof.sig,
  });
