// A partner's customers, in the key's mode. The same email again is the same customer (answered 200).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerCustomerSchema } from '../../../domain/partner-api/orders';
import { customerSchema, listOf, listQuerySchema } from '../../../domain/partner-api/views';
import {
  customerView,
  findOrCreateCustomer,
  findPartnerCustomer,
  listPartnerCustomers,
} from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { idempotent } from '../idempotent';
import { invalidCursor, notFoundError } from '../lookups';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/customers',
    {
      schema: {
        summary: 'Create a customer (the same email again answers that customer)',
        body: partnerCustomerSchema,
        response: { 200: customerSchema, 201: customerSchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const { row, created } = await findOrCreateCustomer(db, callerOf(request), request.body);
        return { status: created ? 201 : 200, body: customerView(row) };
      }),
  );

  app.get(
    '/customers',
    {
      schema: {
        summary: 'Your customers, newest first',
        querystring: listQuerySchema,
        response: { 200: listOf(customerSchema) },
      },
    },
    async (request) => {
      const page = await listPartnerCustomers(db, callerOf(request), request.query);
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(customerView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        summary: 'One customer',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findPartnerCustomer(db, callerOf(request), id);
      if (!row) throw notFoundError('customer', id);
      return customerView(row);
    },
  );
};
