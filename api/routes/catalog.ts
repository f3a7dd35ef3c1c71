import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG } from '../../domain/catalog';
import { calculatePricing } from '../../domain/pricing';
import { selectionSchema } from '../../domain/schemas';

const pricingResponse = z.object({
  packageTotal: z.number(),
  servicesTotal: z.number(),
  stateFeesTotal: z.number(),
  subtotal: z.number(),
  total: z.number(),
  breakdown: z.array(
    z.object({
      type: z.enum(['package', 'service', 'state_fee']),
      id: z.string(),
      name: z.string(),
      price: z.number(),
    }),
  ),
});

/** The catalog only changes with a release: serialised and tagged once, revalidated by ETag. */
const CATALOG_JSON = JSON.stringify(CATALOG);
const CATALOG_ETAG = `"${createHash('sha256').update(CATALOG_JSON).digest('base64url').slice(0, 27)}"`;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog',
    { schema: { tags: ['catalog'], summary: 'Services, packages, states with fees, and membership plans' } },
    (request, reply) => {
      // Vary on 304 answers too (the compression plugin adds it only to those it compresses).
      reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', CATALOG_ETAG)
        .header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match']?.includes(CATALOG_ETAG)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(CATALOG_JSON);
    },
  );

  app.post(
    '/api/pricing',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Price a selection of packages, services and states (US dollars)',
        body: selectionSchema,
        response: { 200: pricingResponse },
      },
    },
    async (request) => calculatePricing(request.body),
  );
};
