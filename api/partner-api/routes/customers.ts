// A partner's customers, in the key's mode. The same email again is the same customer (answered 200).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerCustomerSchema } from '../../../domain/partner-api/orders';
import { customerSchema, listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { isUuid } from '../../../domain/uuid';
import { cursorPage } from '../../../platform/services/partners/pages';
import { customerView } from '../../../platform/services/partners/views';
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
        const { partnerId, mode } = callerOf(request);
        const { email, firstName, lastName, phone } = request.body;
        const where = { partnerId_mode_email: { partnerId, mode, email } };
        const existing = await db.partnerCustomer.findUnique({ where });
        if (existing) return { status: 200, body: customerView(existing) };
        const row = await db.partnerCustomer.upsert({
          where,
          create: { partnerId, mode, email, firstName, lastName, phone: phone ?? '' },
          update: {},
        });
        return { status: 201, body: customerView(row) };
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
      const { partnerId, mode } = callerOf(request);
      const where = { partnerId, mode };
      const page = await cursorPage(
        request.query,
        async (id) => isUuid(id) && (await db.partnerCustomer.count({ where: { ...where, id } })) === 1,
        (args) => db.partnerCustomer.findMany({ where, ...args }),
      );
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
      const { partnerId, mode } = callerOf(request);
      const { id } = request.params;
      const row = isUuid(id) ? await db.partnerCustomer.findFirst({ where: { id, partnerId, mode } }) : null;
      if (!row) throw notFoundError('customer', id);
      return customerView(row);
    },
  );
};
