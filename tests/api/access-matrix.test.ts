// Every staff route of the built app against every role and signed out: refused roles get 403, signed-out
// visitors 401, allowed roles get past the guard. Routes are collected from the app itself (the auth plugin's
// onRoute registry), so a route added later is checked too, and one missing from ROUTE_AREAS fails the test.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { appRoutes as boardApiRoutes } from '@bull-board/api/dist/routes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superadminMayChange } from '../../api/lib/queue-board-actions';
import { QUEUE_BOARD_PATH } from '../../api/routes/queue-board';
import { CUSTOMER_ROLES, canUseArea, isCustomerRole, ROLES, type Role, type StaffArea } from '../../domain/roles';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder, createStoredDocument } from '../helpers/documents';

type Expectation =
  | {
      area: StaffArea;
      /** Customers reach it too (it answers their own records only). */
      customers?: boolean;
      /** An event stream: it never ends for a role let through, so only the refusals are sent here. */
      stream?: boolean;
      /** Only these of the area's roles get through (the queue board's changes); the others get 403. */
      roles?: readonly Role[];
    }
  /** Client-area routes: CLIENT and MEMBER only (their own membership and documents). */
  | { customersOnly: true };

const CUSTOMERS_ONLY = { customersOnly: true } as const;

/** The queue board (bull-board): its pages, static files and every API route of the library, area `queues`. */
const QUEUE_BOARD_ROUTES: Record<string, Expectation> = Object.fromEntries([
  ...[
    ...['', '/metrics-history', '/job-schedulers', '/queue/:queueName', '/queue/:queueName/:jobId'].map(
      (page) => `GET ${QUEUE_BOARD_PATH}${page}`,
    ),
    `GET ${QUEUE_BOARD_PATH}/static/*`,
  ].map((key): [string, Expectation] => [key, { area: 'queues' }]),
  ...boardApiRoutes.api.flatMap((route) =>
    [route.method].flat().flatMap((method) =>
      [route.route].flat().map((path): [string, Expectation] => {
        const verb = method.toUpperCase();
        const key = `${verb} ${QUEUE_BOARD_PATH}${path}`;
        // ADMIN only looks; a SUPERADMIN makes the changes the board allows; nobody adds or edits jobs.
        if (verb === 'GET') return [key, { area: 'queues' }];
        return [key, { area: 'queues', roles: superadminMayChange(verb, path) ? ['SUPERADMIN'] : [] }];
      }),
    ),
  ),
]);

/** The access matrix per route: "METHOD /path" -> the back-office area whose roles may call it. */
const ROUTE_AREAS: Record<string, Expectation> = {
  'GET /api/admin/stats': { area: 'dashboard' },
  'GET /api/audit/stats': { area: 'audit' },
  // Every export needs the audit area; the portfolio export (type=instruments) also needs debt.
  'GET /api/export/csv': { area: 'audit' },
  'POST /api/schedules': { area: 'debt' },
  'GET /api/loans': { area: 'debt' },
  'GET /api/loans/summary': { area: 'debt' },
  'POST /api/clients': { area: 'clients' },
  'GET /api/audit': { area: 'audit' },
  'GET /api/orders': { area: 'pipeline', customers: true },
  'GET /api/orders/:id': { area: 'pipeline', customers: true },
  'GET /api/admin/orders': { area: 'pipeline' },
  'GET /api/admin/orders/:id': { area: 'pipeline' },
  'POST /api/admin/orders/:id/actions': { area: 'pipeline' },
  'POST /api/admin/orders/:id/cancel': { area: 'pipeline' },
  'POST /api/admin/orders/:id/deliverables/:deliverableId': { area: 'pipeline' },
  'GET /api/admin/payment-mismatches': { area: 'payments' },
  'POST /api/admin/payment-mismatches/:id/resolve': { area: 'payments' },
  'POST /api/admin/orders/:id/certificate': { area: 'pipeline' },
  'GET /api/admin/orders/:id/signatures': { area: 'pipeline' },
  'GET /api/admin/orders/:id/name-checks': { area: 'pipeline' },
  'POST /api/admin/orders/:id/documents/:assetId/wet-ink': { area: 'pipeline' },
  'GET /api/admin/onboarding/board': { area: 'pipeline' },
  'GET /api/admin/onboarding/events': { area: 'pipeline', stream: true },
  'POST /api/assets': { area: 'dam' },
  'GET /api/assets': { area: 'dam' },
  'GET /api/assets/:id': { area: 'dam' },
  'GET /api/assets/:id/download': { area: 'dam' },
  'DELETE /api/assets/:id': { area: 'dam' },
  'POST /api/instruments': { area: 'documents' },
  'GET /api/instruments': { area: 'documents' },
  'POST /api/instruments/drafts': { area: 'documents' },
  'PUT /api/instruments/drafts/:id': { area: 'documents' },
  'GET /api/document-jobs': { area: 'documents' },
  'GET /api/document-jobs/:id': { area: 'documents' },
  'GET /api/admin/quality/test-suites': { area: 'quality' },
  'GET /api/admin/quality/test-suites/:id': { area: 'quality' },
  'POST /api/admin/quality/test-suites': { area: 'quality' },
  'PUT /api/admin/quality/test-suites/:id': { area: 'quality' },
  'POST /api/admin/quality/test-suites/:id/run': { area: 'quality' },
  'POST /api/admin/quality/schedule-check': { area: 'quality' },
  'GET /api/admin/quality/test-runs': { area: 'quality' },
  'GET /api/admin/quality/test-runs/:id': { area: 'quality' },
  'GET /api/admin/quality/metrics': { area: 'quality' },
  'GET /api/admin/quality/metrics/latest': { area: 'quality' },
  'GET /api/admin/quality/health-check': { area: 'quality' },
  'POST /api/admin/gpt': { area: 'assistant' },
  'POST /api/admin/gpt/query': { area: 'gpt' },
  'POST /api/admin/gpt/stream': { area: 'assistant' },
  'GET /api/admin/gpt/sessions/:id': { area: 'assistant' },
  'GET /api/admin/gpt/status': { area: 'assistant' },
  'GET /api/admin/gpt/capabilities': { area: 'gpt' },
  'GET /api/admin/gpt/usage-stats': { area: 'gpt' },
  'POST /api/assets/:id/share': { area: 'dam' },
  'DELETE /api/assets/:id/share': { area: 'dam' },
  'GET /api/admin/compliance': { area: 'compliance' },
  'GET /api/admin/compliance/export.csv': { area: 'compliance' },
  'GET /api/admin/compliance/:id': { area: 'compliance' },
  'POST /api/admin/compliance/:id/filing': { area: 'compliance' },
  'PUT /api/admin/compliance/:id': { area: 'compliance' },
  'POST /api/admin/compliance/scan': { area: 'compliance' },
  'PUT /api/admin/entities/:id/auto-file': { area: 'compliance' },
  'PUT /api/admin/entities/:id': { area: 'compliance' },
  'GET /api/admin/renewals': { area: 'compliance' },
  'GET /api/compliance/entities/:entityId/franchise-tax': { area: 'compliance', customers: true },
  'PUT /api/compliance/entities/:entityId/franchise-tax': { area: 'compliance', customers: true },
  'GET /api/compliance/franchise-taxes/:entityId': { area: 'compliance', customers: true },
  'PUT /api/compliance/franchise-taxes/:entityId': { area: 'compliance', customers: true },
  'GET /api/admin/mail': { area: 'mailroom' },
  'GET /api/admin/mail/entities': { area: 'mailroom' },
  'POST /api/admin/mail': { area: 'mailroom' },
  'POST /api/admin/mail/:id/close': { area: 'mailroom' },
  'GET /api/mail': CUSTOMERS_ONLY,
  'GET /api/mail/:id': CUSTOMERS_ONLY,
  'GET /api/mail/:id/scan': CUSTOMERS_ONLY,
  'POST /api/mail/:id/acknowledge': CUSTOMERS_ONLY,
  'GET /api/documents': CUSTOMERS_ONLY,
  'GET /api/documents/:id/link': CUSTOMERS_ONLY,
  'POST /api/membership/subscription': CUSTOMERS_ONLY,
  'POST /api/membership/subscription/cancel': CUSTOMERS_ONLY,
  'POST /api/membership/subscription/resume': CUSTOMERS_ONLY,
  'POST /api/membership/portal': CUSTOMERS_ONLY,
  'GET /api/profile/contact': CUSTOMERS_ONLY,
  ...QUEUE_BOARD_ROUTES,
  'GET /api/orders/:id/signatures': CUSTOMERS_ONLY,
  'POST /api/orders/:id/documents/:assetId/sign': CUSTOMERS_ONLY,
  'GET /api/admin/partners': { area: 'partners' },
  'GET /api/admin/partners/:id': { area: 'partners' },
  'POST /api/admin/partners': { area: 'partners' },
  'PUT /api/admin/partners/:id': { area: 'partners' },
  'POST /api/admin/partners/:id/keys': { area: 'partners' },
  'DELETE /api/admin/partners/:id/keys/:keyId': { area: 'partners' },
  'POST /api/admin/partners/:id/keys/:keyId/rotate': { area: 'partners' },
  'GET /api/admin/partners/:id/webhook-endpoints': { area: 'partners' },
  'POST /api/admin/partners/:id/webhook-endpoints': { area: 'partners' },
  'POST /api/admin/partners/:id/webhook-endpoints/:endpointId/test': { area: 'partners' },
  'POST /api/admin/partners/:id/webhook-endpoints/:endpointId/deliveries/:deliveryId/resend': { area: 'partners' },
};

/** Paths of back-office APIs besides /api/admin/*: any route under them must be in ROUTE_AREAS. */
const STAFF_PREFIXES = [
  '/api/admin',
  '/api/audit',
  '/api/assets',
  '/api/instruments',
  '/api/document-jobs',
  '/api/schedules',
  '/api/loans',
  '/api/export',
];

let ctx: TestContext;
const agents = new Map<Role | 'signed out', TestAgent>();

beforeAll(async () => {
  ctx = await createTestApp();
  agents.set('signed out', new TestAgent(ctx.app));
  for (const role of ROLES) {
    const user = await createUser(ctx.db, role);
    const agent = new TestAgent(ctx.app);
    await agent.login(user.email, user.password);
    agents.set(role, agent);
  }
});
afterAll(async () => ctx?.close());

function staffRoutes() {
  return ctx.app.routeAccess.filter(
    (route) =>
      route.method !== 'HEAD' &&
      (STAFF_PREFIXES.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`)) ||
        route.access.some((rule) => rule.kind !== 'user') ||
        `${route.method} ${route.url}` in ROUTE_AREAS),
  );
}

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*/g, 'x');

describe('back-office access matrix', () => {
  it('every staff route has an entry in ROUTE_AREAS matching the area it declares', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_AREAS).length);
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in ROUTE_AREAS));
    expect(missing, 'staff routes without an entry in ROUTE_AREAS').toEqual([]);
    for (const route of routes) {
      const declared = route.access.find((rule) => rule.kind === 'area');
      const key = `${route.method} ${route.url}`;
      const expectation = ROUTE_AREAS[key];
      if ('customersOnly' in expectation) {
        expect(route.access, key).toContainEqual({ kind: 'roles', roles: CUSTOMER_ROLES });
        continue;
      }
      if (declared) expect(declared, key).toEqual({ kind: 'area', area: expectation.area });
      else expect(expectation.customers, `${key} declares no requireArea`).toBe(true);
    }
    const stale = Object.keys(ROUTE_AREAS).filter((key) => !routes.some((r) => `${r.method} ${r.url}` === key));
    expect(stale, 'ROUTE_AREAS entries without a route').toEqual([]);
  });

  it('answers 401 signed out, 403 to roles outside the area, and lets the area’s roles through: 0 leaks', async () => {
    const leaks: string[] = [];
    for (const route of staffRoutes()) {
      const expectation = ROUTE_AREAS[`${route.method} ${route.url}`];
      if (!expectation) continue; // reported by the test above
      const url = concreteUrl(route.url);
      const unsafe = route.method !== 'GET';
      for (const [who, agent] of agents) {
        if ('stream' in expectation && who !== 'signed out' && canUseArea(who, expectation.area)) continue;
        const response = await agent.request({
          method: route.method as 'GET',
          url,
          ...(unsafe ? { payload: {}, csrf: true } : {}),
        });
        const allowed =
          who !== 'signed out' &&
          ('customersOnly' in expectation
            ? isCustomerRole(who)
            : (canUseArea(who, expectation.area) && (!expectation.roles || expectation.roles.includes(who))) ||
              (expectation.customers === true && isCustomerRole(who)));
        const expected = who === 'signed out' ? 401 : allowed ? 'through' : 403;
        const ok =
          expected === 'through'
            ? response.statusCode !== 401 &&
              response.statusCode !== 403 &&
              // 503: past the guard, an integration (e.g. OpenAI, Stripe) is not configured
              (response.statusCode < 500 || response.statusCode === 503)
            : response.statusCode === expected;
        if (!ok) leaks.push(`${route.method} ${route.url} as ${who}: ${response.statusCode} (expected ${expected})`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000); // every route times every role: well over a hundred requests
});

/**
 * Objects, not only routes: two clients with the same names (the same contact name and business name on their
 * orders), each with an order and a generated document; every client route taking an object's id answers the other
 * client's object with 404, exactly as an id that does not exist.
 */
const OBJECT_ROUTES: {
  route: string;
  url: (ids: { order: string; asset: string }) => string;
  post?: object;
  /** The owner's own request is not checked (signing needs a signature request this fixture does not make). */
  ownerUnchecked?: boolean;
}[] = [
  { route: 'GET /api/orders/:id', url: (ids) => `/api/orders/${ids.order}` },
  { route: 'GET /api/orders/:id/signatures', url: (ids) => `/api/orders/${ids.order}/signatures` },
  { route: 'GET /api/documents?orderId=', url: (ids) => `/api/documents?orderId=${ids.order}` },
  { route: 'GET /api/documents/:id/link', url: (ids) => `/api/documents/${ids.asset}/link` },
  {
    route: 'POST /api/orders/:id/documents/:assetId/sign',
    url: (ids) => `/api/orders/${ids.order}/documents/${ids.asset}/sign`,
    post: { consent: true, fullName: 'Casey Client', version: 1 },
    ownerUnchecked: true,
  },
  {
    route: 'POST /api/orders/:id/change-response',
    url: (ids) => `/api/orders/${ids.order}/change-response`,
    post: { message: 'Here is the corrected business name.' },
  },
];

describe('object access: another client’s object answers 404', () => {
  const clients: { agent: TestAgent; ids: { order: string; asset: string } }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const user = await createUser(ctx.db, 'CLIENT');
      const agent = new TestAgent(ctx.app);
      await agent.login(user.email, user.password);
      const order = await createPaidOrder(ctx.db, user.id);
      const { asset } = await createStoredDocument(ctx.db, tmpdir(), { name: 'Formation.pdf', orderId: order.id });
      clients.push({ agent, ids: { order: order.id, asset: asset.id } });
    }
    const [first, second] = await Promise.all(
      clients.map((c) => ctx.db.order.findUniqueOrThrow({ where: { id: c.ids.order }, include: { entities: true } })),
    );
    const names = (o: typeof first) => [o.contactFirstName, o.contactLastName, o.entities[0]?.businessName];
    expect(names(first)).toEqual(names(second));
  });

  it.each(OBJECT_ROUTES)('$route', async ({ url, post, ownerUnchecked }) => {
    const [owner, other] = clients;
    const send = (agent: TestAgent, target: string) =>
      post
        ? agent.request({ method: 'POST', url: target, payload: post, csrf: true })
        : agent.request({ method: 'GET', url: target });
    if (!ownerUnchecked) {
      const own = await send(owner.agent, url(owner.ids));
      expect(own.statusCode, own.body).not.toBe(404);
    }
    const foreign = await send(owner.agent, url(other.ids));
    expect(foreign.statusCode, foreign.body).toBe(404);
    const unknown = await send(owner.agent, url({ order: randomUUID(), asset: randomUUID() }));
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message.replaceAll(other.ids.order, '').replaceAll(other.ids.asset, '')).toBe(
      unknown.json().message.replace(/[0-9a-f-]{36}/g, ''),
    );
  });
});
