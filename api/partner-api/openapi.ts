// The partner API's own OpenAPI 3.1 document (GET /api/v1/openapi.json), built from the routes' zod schemas with
// zod's JSON Schema output (draft 2020-12, which OpenAPI 3.1 uses): the document and the validation never differ.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  EVENT_CATALOGUE,
  eventDataSchema,
  PARTNER_EVENT_TYPES,
  type PartnerEventType,
  partnerEventSchema,
} from '../../domain/partner-api/events';
import { API_VERSION_NAMES, CURRENT_API_VERSION, VERSION_HEADER } from '../../domain/partner-api/versions';
import { errorSchema } from '../../domain/partner-api/views';

/** An event of one type as sent: its `type` fixed and its `data` the type's. */
const eventOfType = (type: PartnerEventType) =>
  partnerEventSchema.extend({ type: z.literal(type), data: eventDataSchema(type) });

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return json;
}

type Json = Record<string, unknown>;

/** `#/$defs/Order` (zod's reference to a schema named with .meta({id})) as the document's component. */
function toComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponents);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === '$ref' && typeof field === 'string') out[key] = field.replace('#/$defs/', '#/components/schemas/');
    // A date-time or a date says so by its format; zod's long pattern beside it adds nothing for a reader.
    else if (key === 'pattern' && 'format' in value && ['date-time', 'date'].includes(String(value.format))) continue;
    else out[key] = toComponents(field);
  }
  return out;
}

/**
 * A route's schema for the document: the schemas named with .meta({id}) (Order, Customer, OrderStatus...) go to
 * `components` once and are referenced; the route's own schema is inline or, when it is a named one, a reference.
 */
function schemaFor(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const { $defs, id, ...json } = toComponents(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
  ) as Json & { $defs?: Json };
  delete json.$schema;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= def;
  if (typeof id === 'string') {
    components[id] ??= json;
    return { $ref: `#/components/schemas/${id}` };
  }
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

const parametersOf = (where: 'path' | 'query', schema: z.ZodObject | undefined, components: Json) =>
  Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: schemaFor(field as z.ZodType, 'input', components),
  }));

const versionHeader = {
  name: VERSION_HEADER,
  in: 'header',
  required: false,
  description: `The API version to answer in (default: the version your account is pinned to). Versions: ${API_VERSION_NAMES.join(', ')}`,
  schema: { type: 'string', enum: [...API_VERSION_NAMES] },
};

const responseHeaders = {
  'Request-Id': { description: 'This request’s id (quote it to support)', schema: { type: 'string' } },
  [VERSION_HEADER]: { description: 'The API version that shaped this answer', schema: { type: 'string' } },
};

export function openApiDocument(routes: DocumentedRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Json = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const { schema } = route;
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(schema.response ?? {}))
      responses[status] = {
        description: status === '201' ? 'Created' : 'Success',
        headers: responseHeaders,
        content: { 'application/json': { schema: schemaFor(response, 'output', components) } },
      };
    const error = (description: string) => ({
      description,
      headers: responseHeaders,
      content: { 'application/json': { schema: schemaFor(errorSchema, 'output', components) } },
    });
    responses['4XX'] = error('A refused request: {error: {type, code, message, param}} (the errors catalogue)');
    responses.default = error('An error of ours: {error: {type: api_error, ...}}; retry with the same Idempotency-Key');
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
      tags: [tagOf(path)],
      ...(route.public ? { security: [] } : {}),
      parameters: [
        ...parametersOf('path', schema.params, components),
        ...parametersOf('query', schema.querystring, components),
        ...(route.idempotent ? [idempotencyHeader] : []),
        ...(route.public ? [] : [versionHeader]),
      ],
      ...(schema.body
        ? {
            requestBody: {
              required: !schema.body.safeParse(undefined).success,
              content: { 'application/json': { schema: schemaFor(schema.body, 'input', components) } },
            },
          }
        : {}),
      responses,
    };
  }
  // The event catalogue: each type's payload as your endpoint receives it (OpenAPI 3.1 webhooks).
  const webhooks: Record<string, unknown> = {};
  for (const type of PARTNER_EVENT_TYPES)
    webhooks[type] = {
      post: {
        operationId: `event${type.replace(/(^|[._])(\w)/g, (_, _s: string, c: string) => c.toUpperCase())}`,
        summary: EVENT_CATALOGUE[type].description,
        tags: ['events'],
        parameters: [
          {
            name: 'Formation-Signature',
            in: 'header',
            required: true,
            description:
              't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> (two v1= for 24 hours after a rotation)',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaFor(eventOfType(type), 'output', components) } },
        },
        responses: { '200': { description: 'Any 2xx answer within 10 seconds acknowledges the event' } },
      },
    };
  const tags = [...new Set(Object.keys(paths).map(tagOf))]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Formation partner API',
      version: CURRENT_API_VERSION,
      description:
        "Order formations for your customers. Errors: {error: {type, code, message, param}}. Versions: send Formation-Version: YYYY-MM-DD, or your account's pinned version answers. Billing: orders are billed to you by default (billing: 'partner_invoice', one invoice a month with one line per order), because you own the relation with your customer and collect from it; with billing: 'payment_link' your customer pays the order on a hosted page (paymentUrl, valid 7 days) and it starts once paid.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags,
    paths,
    webhooks,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'fk_test_... or fk_live_...' } },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  cases: 'Questions staff ask about an order, and your answers',
  customers: 'Your customers (the people your orders are for)',
  docs: 'The API reference page',
  documents: 'Files of an order (signed download links)',
  entities: 'Companies formed by your orders',
  events: 'What happened to your orders, also sent to your webhook endpoints',
  'openapi.json': 'This document',
  orders: 'Formations and later orders for your entities',
  prices: 'Packages, services and state fees',
  requirements: 'What an order kind needs in a state',
  states: 'States of formation',
  test_helpers: 'Sandbox: drive a test order yourself (test keys only)',
  webhook_endpoints: 'Where events are sent, and each delivery’s attempts',
};

/** An operation's tag: its path's first segment (orders, customers, webhook_endpoints, test_helpers...). */
const tagOf = (path: string) =>
  path
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)[0] ?? 'api';
