// The partner API's OpenAPI document as a product: it passes Redocly's recommended lint with no problem, names its
// objects as components, lists every status, stage, kind and event type, marks instants as date-time, declares no
// body an operation does not read; and the reference page at /api/v1/docs lists every operation and schema.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PIPELINE_STAGES } from '../../domain/order-stages';
import { PARTNER_EVENT_TYPES } from '../../domain/partner-api/events';
import { ORDER_KINDS } from '../../domain/partner-api/orders';
import { createTestApp, type TestContext } from '../helpers/api';

let ctx: TestContext;
let document: {
  paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, { format?: string }> }> };
};
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(async () => ctx?.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // The served server address is the deployment's own (localhost here): that one rule is the environment's.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-server-example.com': 'off' } });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('names its objects and enumerates statuses, stages, kinds and event types', () => {
    const { schemas } = document.components;
    for (const name of ['Order', 'Customer', 'Entity', 'Event', 'Case', 'Document', 'WebhookEndpoint', 'Error'])
      expect(schemas, name).toHaveProperty(name);
    expect(schemas.OrderStatus.enum).toEqual([...ORDER_STATUSES]);
    expect(schemas.OrderStage.enum).toEqual([...PIPELINE_STAGES]);
    expect(schemas.OrderKind.enum).toEqual([...ORDER_KINDS]);
    expect(schemas.EventType.enum).toEqual([...PARTNER_EVENT_TYPES]);
    for (const field of ['createdAt', 'updatedAt'])
      expect(schemas.Order.properties?.[field]?.format, field).toBe('date-time');
    expect(schemas.Event.properties?.createdAt?.format).toBe('date-time');
  });

  it('declares a body only where the operation reads one', () => {
    const rotate = document.paths['/api/v1/webhook_endpoints/{id}/rotate_secret'].post;
    const resend = document.paths['/api/v1/webhook_endpoints/{id}/deliveries/{deliveryId}/resend'].post;
    expect(rotate.requestBody).toBeUndefined();
    expect(resend.requestBody).toBeUndefined();
    expect(document.paths['/api/v1/orders'].post.requestBody).toBeDefined();
  });
});

describe('the reference page', () => {
  it('lists every operation and every schema, without a key', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const [path, methods] of Object.entries(document.paths))
      for (const method of Object.keys(methods)) expect(page.body).toContain(`${method.toUpperCase()} ${path}`);
    for (const name of Object.keys(document.components.schemas)) expect(page.body).toContain(`id="schema-${name}"`);
    expect(page.body).not.toMatch(/<script[^>]+src=/);
  });
});
