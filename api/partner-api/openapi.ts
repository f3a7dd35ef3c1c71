// The partner API's own OpenAPI 3.1 document (GET /api/v1/openapi.json), built from the routes' zod schemas with
// zod's JSON Schema output (draft 2020-12, which OpenAPI 3.1 uses): the document and the validation never differ.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorSchema } from '../../domain/partner-api/views';

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return json;
}

interface RouteSchema {
  summary?: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

export interface DocumentedRoute {
  method: string;
  url: string;
  schema: RouteSchema;
  public: boolean;
  idempotent: boolean;
}

/** Records a route of the partner API for the document (an onRoute hook's argument). */
export function documentedRoute(route: RouteOptions): DocumentedRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      schema: (route.schema ?? {}) as RouteSchema,
      public: route.config?.public === true,
      idempotent: method === 'POST',
    }));
}

const parametersOf = (where: 'path' | 'query', schema: z.ZodObject | undefined) =>
  Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchemaOf(field as z.ZodType, 'input'),
  }));

export function openApiDocument(routes: DocumentedRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const { schema } = route;
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(schema.response ?? {}))
      responses[status] = {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchemaOf(response, 'output') } },
      };
    responses.default = {
      description: 'An error: {error: {type, code, message, param}}',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    const idempotencyHeader = {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'Same key and body within 24 hours: the stored answer; another body: 409 idempotency_key_reused',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/\/api\/v1|[{}]/g, '').replace(/[/_-](\w)/g, (_, c: string) => c.toUpperCase())}`,
      summary: schema.summary,
      ...(route.public ? { security: [] } : {}),
      parameters: [
        ...parametersOf('path', schema.params),
        ...parametersOf('query', schema.querystring),
        ...(route.idempotent ? [idempotencyHeader] : []),
      ],
      ...(schema.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(schema.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Formation partner API',
      version: '1',
      description:
        "Order formations for your customers. Errors: {error: {type, code, message, param}}. Billing: orders are billed to you by default (billing: 'partner_invoice', one invoice a month with one line per order), because you own the relation with your customer and collect from it; with billing: 'payment_link' your customer pays the order on a hosted page (paymentUrl, valid 7 days) and it starts once paid.",
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'fk_test_... or fk_live_...' } },
      schemas: { Error: jsonSchemaOf(errorSchema, 'output') },
    },
  };
}
