// Reference data: states with the entity types each offers, prices, and the JSON Schema of what an order kind
// needs in a state (from the very zod schema POST /api/v1/orders validates with).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availableEntityTypes, entityFilingFee } from '../../../domain/availability';
import { PACKAGES, SERVICES, STATES } from '../../../domain/catalog';
import { ORDER_KINDS, requirementsSchema } from '../../../domain/partner-api/orders';
import { dollarsToCents, stateFilingFee } from '../../../domain/pricing';
import { PartnerApiError } from '../errors';
import { jsonSchemaOf } from '../openapi';

const priced = z.object({ id: z.string(), name: z.string(), amount: z.number().int() });

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    {
      schema: {
        summary: 'States of formation, with the entity types each offers and their state fees (cents)',
        response: {
          200: z.object({
            object: z.literal('list'),
            data: z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                entityTypes: z.array(z.object({ type: z.string(), stateFee: z.number().int() })),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      object: 'list' as const,
      data: STATES.map((state) => ({
        code: state.code,
        name: state.name,
        entityTypes: availableEntityTypes(state.code).map((type) => ({
          type,
          stateFee: dollarsToCents(entityFilingFee(state.code, type) ?? stateFilingFee(state.code)),
        })),
      })),
    }),
  );

  app.get(
    '/prices',
    {
      schema: {
        summary: 'Packages, services and state fees in cents (USD)',
        response: {
          200: z.object({
            currency: z.literal('usd'),
            packages: z.array(priced.extend({ includedServices: z.array(z.string()) })),
            services: z.array(priced),
            stateFees: z.array(z.object({ state: z.string(), amount: z.number().int() })),
          }),
        },
      },
    },
    async () => ({
      currency: 'usd' as const,
      packages: PACKAGES.map((p) => ({
        id: p.id,
        name: p.name,
        amount: dollarsToCents(p.price),
        includedServices: p.includedServices,
      })),
      services: SERVICES.map((s) => ({ id: s.id, name: s.name, amount: dollarsToCents(s.price) })),
      stateFees: STATES.map((s) => ({ state: s.code, amount: dollarsToCents(stateFilingFee(s.code)) })),
    }),
  );

  app.get(
    '/requirements/:kind/:state',
    {
      schema: {
        summary: `The JSON Schema of the details an order kind (${ORDER_KINDS.join(', ')}) needs in a state`,
        params: z.object({ kind: z.string().max(40), state: z.string().max(10) }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) => {
      const { kind, state } = request.params;
      const schema = requirementsSchema(kind, state);
      if (!schema)
        throw new PartnerApiError(
          404,
          'resource_missing',
          `No requirements for kind '${kind}' in state '${state}': kinds are ${ORDER_KINDS.join(', ')}, states as GET /api/v1/states`,
        );
      return jsonSchemaOf(schema, 'input');
    },
  );
};
