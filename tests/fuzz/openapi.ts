// The operations of the generated OpenAPI document, and plausible values for their schemas: a fuzz case starts
// from a plausible request and breaks one part of it, so it gets past the first check to the code behind.
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/orders/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body schema, when the operation declares one. */
  jsonBody?: JsonSchema;
  /** A page for browsers (its summary says "(HTML)"): its error answers are HTML pages too. */
  htmlPage: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content?.['application/json']?.schema,
      htmlPage: /\(HTML\)/.test(operation.summary ?? ''),
    })),
  );
}

const UUID_PATTERN = /\[0-9a-f\]\{8\}/;

/** A value the schema probably accepts (the first choice of enums and unions, minimal sizes). */
export function plausibleValue(schema: JsonSchema | undefined, ids: readonly string[], depth = 0): unknown {
  if (!schema || depth > 6) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausibleValue(choice, ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = plausibleValue(property, ids, depth + 1);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        plausibleValue(schema.items, ids, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'fuzz@test.example';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uuid' || (schema.pattern && UUID_PATTERN.test(schema.pattern))) {
        return ids.length ? ids[0] : randomUUID();
      }
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    }
    default:
      return 'fuzz';
  }
}
