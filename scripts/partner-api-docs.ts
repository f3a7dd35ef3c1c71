// `npm run partner-api:docs`: writes the partner docs' generated pages from the code: the errors catalogue
// (domain/partner-api/error-codes.ts), the event catalogue (each type's payload from its schema) and the changelog
// (the dated versions). A unit test checks the committed pages are current.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ERROR_CODES } from '../domain/partner-api/error-codes';
import { EVENT_CATALOGUE, PARTNER_EVENT_TYPES } from '../domain/partner-api/events';
import { API_VERSIONS, CURRENT_API_VERSION } from '../domain/partner-api/versions';

export const PARTNER_DOCS_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'partner-api');

const GENERATED = (source: string) =>
  `<!-- Written by npm run partner-api:docs from ${source}: edit that, not this page. -->\n\n`;

type Json = Record<string, unknown>;

/** A JSON Schema in a few words: Order, string, null, `FILED` | `REJECTED`... */
function typeText(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.id === 'string') return schema.id;
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? '';
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeText).join(' or ');
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => `\`${String(v)}\``).join(' / ');
  if (schema.type === 'object' && schema.properties)
    return `{${Object.entries(schema.properties as Record<string, Json>)
      .map(([name, field]) => `${name}: ${typeText(field)}`)
      .join(', ')}}`;
  return Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
}

export function errorsPage(): string {
  const rows = ERROR_CODES.map((e) => `| \`${e.code}\` | ${e.status} | \`${e.type}\` | ${e.meaning} |`);
  return `${GENERATED('the API’s list of error codes')}# Errors

Every error answers its HTTP status and the same body:

\`\`\`json
{"error": {"type": "invalid_request_error", "code": "parameter_unknown", "message": "Received unknown body parameter: preveiw", "param": "preveiw"}}
\`\`\`

\`type\` is the family (what your code branches on), \`code\` the precise reason, \`message\` a sentence for a person,
\`param\` the parameter at fault (dotted for nested ones: \`entityDetails.WY.businessName\`) or null. Every answer,
error or not, carries a \`Request-Id\` header: quote it when you write to us.

| Code | Status | Type | Meaning |
| ---- | ------ | ---- | ------- |
${rows.join('\n')}
`;
}

export function eventsPage(): string {
  const sections = PARTNER_EVENT_TYPES.map((type) => {
    const { description, data } = EVENT_CATALOGUE[type];
    const json = z.toJSONSchema(data, { io: 'output', unrepresentable: 'any' }) as Json;
    const own = Object.entries((json.properties as Record<string, Json>) ?? {}).map(
      ([name, field]) => `| \`data.${name}\` | ${typeText(field)} |`,
    );
    return `## \`${type}\`

${description}

| Field | Type |
| ----- | ---- |
${[`| \`data.object\` | Order (as the event's \`apiVersion\` answers it) |`, ...own].join('\n')}
`;
  });
  return `${GENERATED('the event schemas')}# Event catalogue

Every event has the same envelope: \`{id, object: "event", type, sequence, order, data, apiVersion, livemode,
createdAt}\`. \`sequence\` counts one order's events from 1 in the order they happened; \`apiVersion\` is the version
that shaped \`data\` (your account's pinned version). \`data.object\` is the order as it was when the event happened.
The OpenAPI document lists the same payloads under \`webhooks\`.

${sections.join('\n')}`;
}

export function changelogPage(): string {
  const entries = [...API_VERSIONS]
    .reverse()
    .map(
      (v) =>
        `## ${v.version}${v.version === CURRENT_API_VERSION ? ' (current)' : ''}\n\n${v.changes.map((c) => `- ${c}`).join('\n')}\n`,
    );
  return `${GENERATED('the API’s dated versions')}# Changelog

Newest first. Your account is pinned to the version current at its first key; send \`Formation-Version\` to answer
in another (see [Versions](versions.md)).

${entries.join('\n')}`;
}

export const GENERATED_PAGES: Record<string, () => string> = {
  'errors.md': errorsPage,
  'events.md': eventsPage,
  'changelog.md': changelogPage,
};

if (process.argv[1] === import.meta.filename)
  for (const [file, page] of Object.entries(GENERATED_PAGES)) {
    writeFileSync(path.join(PARTNER_DOCS_DIR, file), page());
    console.log(`Wrote docs/partner-api/${file}`);
  }
