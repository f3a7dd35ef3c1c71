// The partner API's reference page (GET /api/v1/docs): the OpenAPI document rendered on the server as plain HTML,
// every operation by tag with its parameters, body and answers, and every named schema with its fields; no script
// and nothing loaded from elsewhere.
import { escapeHtml } from '../routes/html-page';

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Json }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}
interface Document {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** A schema in a line: a link to a named one, else its type with enum, format and nullability. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => code(String(v))).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as Json | undefined)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'object' && schema.properties) return 'object';
  return escapeHtml(schema.format ? `${type} (${String(schema.format)})` : type);
}

function fields(schema: Json): string {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) return `<p>${typeOf(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td>${code(name)}${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(field)}${
        field.type === 'object' && field.properties ? fields(field) : ''
      }</td><td>${escapeHtml(String(field.description ?? ''))}</td></tr>`,
  );
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const bodySchema = (content: Record<string, { schema: Json }> | undefined) => content?.['application/json']?.schema;

function operation(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? []).map(
    (p) =>
      `<li>${code(p.name)} (${escapeHtml(p.in)}${p.required ? ', required' : ''}): ${typeOf(p.schema)} ${escapeHtml(p.description ?? '')}</li>`,
  );
  const body = op.requestBody ? bodySchema(op.requestBody.content) : undefined;
  const answers = Object.entries(op.responses).map(
    ([status, answer]) =>
      `<li>${code(status)} ${escapeHtml(answer.description)}: ${typeOf(bodySchema(answer.content))}</li>`,
  );
  return `<section class="operation">
<h3 id="op-${escapeHtml(`${method}-${path}`)}">${code(`${method.toUpperCase()} ${path}`)}${op.security?.length === 0 ? ' <small>no key</small>' : ''}</h3>
<p>${escapeHtml(op.summary ?? '')}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.join('')}</ul>` : ''}
${body ? `<h4>Body</h4>${body.$ref ? `<p>${typeOf(body)}</p>` : fields(body)}` : ''}
<h4>Answers</h4><ul>${answers.join('')}</ul>
</section>`;
}

export function referencePage(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op)]);
    }
  const tags = (document.tags ?? []).filter((tag) => byTag.has(tag.name));
  const toc = tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`);
  const sections = tags.map(
    (tag) =>
      `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description ?? '')}</p>${(byTag.get(tag.name) ?? []).join('\n')}`,
  );
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<section class="schema"><h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3>${fields(schema)}</section>`,
  );
  return `<h1>${escapeHtml(document.info.title)} <small>version ${escapeHtml(document.info.version)}</small></h1>
<p class="note">Authenticate with <code>Authorization: Bearer fk_test_...</code>; send an <code>Idempotency-Key</code> with every POST and,
to answer in another version than your account's, <code>Formation-Version</code>.
Errors answer <code>{"error": {"type", "code", "message", "param"}}</code>. The machine-readable reference:
<a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<p>${escapeHtml(document.info.description ?? '')}</p>
<nav><ul>${toc.join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections.join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas.join('\n')}`;
}
