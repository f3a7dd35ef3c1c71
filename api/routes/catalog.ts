import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG } from '../../domain/catalog';
import { calculatePricing } from '../../domain/pricing';
import { type SelectionInput, selectionSchema } from '../../domain/schemas';
import { type EncodedBody, encodeBody, encodedJson, encodingChooser, sendEncoded } from '../lib/encoded-json';
import { latestAnswers } from '../lib/latest-answers';
import { rememberedJsonBodies } from '../lib/remembered-bodies';

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

/** Selections priced most recently, with their answers already serialised (pricing is pure and the catalog fixed). */
const PRICED_SELECTIONS = 512;
/** A quick brotli setting: a selection's answer is compressed once, when it is first priced. */
const PRICING_BROTLI_QUALITY = 5;

/**
 * The pricing answer for a validated selection, serialised and (above 1 KB) compressed. The storefront asks for the
 * same selections over and over (each toggle of the builder), so the latest answers are kept: the oldest goes
 * once the limit is reached.
 */
export function pricingAnswers(limit = PRICED_SELECTIONS) {
  const answer = latestAnswers<EncodedBody>(limit);
  return (selection: SelectionInput): EncodedBody =>
    answer(`${selection.packages.join(',')}|${selection.services.join(',')}|${selection.states.join(',')}`, () =>
      encodeBody(JSON.stringify(calculatePricing(selection)), PRICING_BROTLI_QUALITY),
    );
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const priced = pricingAnswers();
  const chooseEncoding = encodingChooser();
  // The catalog only changes with a release: serialised and compressed once, revalidated by ETag.
  const catalog = encodedJson(CATALOG, 'public, max-age=300');
  // Pricing bodies repeat too: one sent before is neither parsed nor validated again (the same text always gives
  // the same result). This plugin's routes only; the rest of the API parses JSON as usual.
  const bodies = rememberedJsonBodies(app, PRICED_SELECTIONS);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, bodies.parser);
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
      compress: false,
      // Fastify types this option over the whole route schema, but calls it with one part (here the body).
      validatorCompiler: bodies.validatorCompiler(validatorCompiler) as never,
      schema: {
        tags: ['catalog'],
        summary: 'Price a selection of packages, services and states (US dollars)',
        body: selectionSchema,
        response: { 200: pricingResponse },
      },
      // The response schema documents the answer, which calculatePricing's type matches; the text is sent as is.
    },
    (request, reply) => {
      // Already JSON text (or its compressed bytes): sent through the untyped reply, which does not serialise it
      // again. Compressed once per selection here rather than by the compression plugin on every answer.
      const answer = priced(request.body);
      if (answer.encoded) reply.header('vary', 'Accept-Encoding');
      sendEncoded(request, reply as FastifyReply, answer, chooseEncoding);
    },
  );
};
