// The daily reconciliation's mismatches for staff (area `payments`): listed on the dashboard's 'Payment mismatches'
// card and resolved one at a time (refund through Stripe, link to an order, or a note), each resolution audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import {
  mismatchResolutionSchema,
  paymentMismatchListSchema,
  paymentMismatchSchema,
} from '../../domain/contracts/payment-mismatches';
import { isUuid } from '../../domain/uuid';
import { badGateway, notFound } from '../../platform/errors';
import { isStripeError, stripeErrorMessage } from '../../platform/infra/stripe';
import { audit } from '../../platform/services/audit';
import {
  countOpenPaymentMismatches,
  listPaymentMismatches,
  MISMATCH_NOT_FOUND,
  resolvePaymentMismatch,
} from '../../platform/services/reconciliation';
import { messageResponse } from '../lib/message-response';
import { requireArea } from '../plugins/auth';

export const adminPaymentMismatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireArea('payments');

  app.get(
    '/api/admin/payment-mismatches',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "The daily reconciliation's payment mismatches (open by default), newest first, and the open count",
        querystring: z.object({ status: z.enum(['OPEN', 'RESOLVED', 'ALL']).default('OPEN') }),
        response: { 200: paymentMismatchListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [data, open] = await Promise.all([
        listPaymentMismatches(db, request.query.status),
        countOpenPaymentMismatches(db),
      ]);
      return { data: data as z.infer<typeof paymentMismatchSchema>[], open };
    },
  );

  app.post(
    '/api/admin/payment-mismatches/:id/resolve',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a payment mismatch: refund its charge, link it to an order, or note why it is right',
        params: z.object({ id: z.string().max(100) }),
        body: mismatchResolutionSchema,
        response: { 200: paymentMismatchSchema, 404: messageResponse, 409: messageResponse, 502: messageResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(MISMATCH_NOT_FOUND);
      try {
        const resolved = await resolvePaymentMismatch(
          db,
          app.stripe,
          id,
          request.body,
          request.currentUser?.id ?? null,
        );
        await audit(db, request, {
          action: AUDIT_ACTIONS.orderPaymentMismatchResolved,
          target: resolved.orderId ?? resolved.stripeChargeId ?? resolved.id,
          details: {
            mismatchId: resolved.id,
            kind: resolved.kind,
            resolution: resolved.resolution,
            refundId: resolved.refundId,
            note: resolved.note,
          },
        });
        return resolved as z.infer<typeof paymentMismatchSchema>;
      } catch (err) {
        if (!isStripeError(err)) throw err;
        request.log.warn({ mismatchId: id, stripeError: (err as Error).message }, 'mismatch refund refused');
        throw badGateway(stripeErrorMessage(err));
      }
    },
  );
};
