import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG } from '../../domain/catalog';
import { calculatePricing } from '../../domain/pricing';
import { selectionSchema } from '../../domain/schemas';
import { encodedJson } from '../lib/encoded-json';

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

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalog only changes with a release: serialised and compressed once, revalidated by ETag.
  const catalog = encodedJson(CATALOG, 'public, max-age=300');
  app.get(
    '/api/catalog',
    {
      compress: false,
      schema: { tags: ['catalog'], summary: 'Services, packages, states with fees, and membership plans' },
    },
    (request, reply) => catalog.send(request, reply),
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
      // The answer comes from calculatePricing, typed against the schema above (which documents it); on this
      // public, busy route it is written out directly rather than checked field by field once more.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => calculatePricing(request.body),
  );
};
