// The list calls the daily reconciliation makes, answered like Stripe: GET /v1/charges (one charge per succeeded
// PaymentIntent, with its refunds counted, `expand[]=data.payment_intent` honoured) and GET /v1/refunds, each
// filtered by `created[gte|gt|lte|lt]`, newest first, `limit` (1-100, default 10) and `starting_after` pagination
// with `has_more`, as the SDK's auto-pagination reads them.
import { StubError } from './stripe-error';
import type { StubPaymentIntent, StubRoute } from './stripe-server';
import type { StubRefund } from './stripe-refunds';

/** A succeeded intent's one charge, named after it. */
export const chargeIdOf = (intentId: string) => `ch_${intentId.replace(/^pi_/, '')}`;

type Range = { gte?: string; gt?: string; lte?: string; lt?: string };

function inRange(created: number, range: unknown): boolean {
  if (range === undefined) return true;
  if (typeof range !== 'object' || range === null) return created === Number(range);
  const r = range as Range;
  return (
    (r.gte === undefined || created >= Number(r.gte)) &&
    (r.gt === undefined || created > Number(r.gt)) &&
    (r.lte === undefined || created <= Number(r.lte)) &&
    (r.lt === undefined || created < Number(r.lt))
  );
}

function page<T extends { id: string; created: number }>(url: string, all: T[], body: Record<string, unknown>) {
  const limit = body.limit === undefined ? 10 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new StubError(400, 'invalid_request_error', 'Invalid integer: limit', { param: 'limit' });
  const sorted = all
    .filter((item) => inRange(item.created, body.created))
    .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  let start = 0;
  if (typeof body.starting_after === 'string') {
    const index = sorted.findIndex((item) => item.id === body.starting_after);
    if (index < 0)
      throw new StubError(400, 'invalid_request_error', `No such object: '${body.starting_after}'`, {
        param: 'starting_after',
      });
    start = index + 1;
  }
  const data = sorted.slice(start, start + limit);
  return { status: 200, response: { object: 'list', url, has_more: start + limit < sorted.length, data } };
}

const expanded = (body: Record<string, unknown>) => {
  const expand = body.expand;
  const values = Array.isArray(expand) ? expand : expand && typeof expand === 'object' ? Object.values(expand) : [];
  return values.includes('data.payment_intent');
};

export function listRoutes(intents: Map<string, StubPaymentIntent>, refunds: Map<string, StubRefund>): StubRoute {
  return (method, path, body) => {
    if (method !== 'GET') return null;
    if (path === '/v1/refunds')
      return page(
        '/v1/refunds',
        [...refunds.values()].map((r) => structuredClone(r)),
        body,
      );
    if (path !== '/v1/charges') return null;
    const charges = [...intents.values()]
      .filter((intent) => intent.status === 'succeeded')
      .map((intent) => {
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        return {
          id: chargeIdOf(intent.id),
          object: 'charge',
          amount: intent.amount_received,
          amount_captured: intent.amount_received,
          amount_refunded: refunded,
          refunded: refunded >= intent.amount_received,
          captured: true,
          paid: true,
          status: 'succeeded',
          currency: intent.currency,
          customer: intent.customer ?? null,
          description: intent.description,
          metadata: { ...intent.metadata },
          payment_intent: expanded(body) ? structuredClone(intent) : intent.id,
          payment_method: intent.payment_method ?? null,
          created: intent.created,
          livemode: false,
        };
      });
    return page('/v1/charges', charges, body);
  };
}
