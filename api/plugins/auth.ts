// Sessions, CSRF and the current user. Every protected route uses requireUser / requireArea from here.
// The guards are declared as preHandler and run before validation (see onRoute below), so a refused caller
// gets 401/403 whatever it sent, and learns nothing about the route's input.
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { crossSiteRefusal } from '../../domain/request-origin';
import { type CurrentUser, canUseArea, type Role, type StaffArea } from '../../domain/roles';
import { forbidden, unauthorized } from '../../platform/errors';
import { PrismaSessionStore } from '../../platform/infra/session-store';
import { audit } from '../../platform/services/audit';

const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who a guard lets through: any signed-in user, some roles, or the roles of a back-office area. */
type AccessRule = { kind: 'user' } | { kind: 'roles'; roles: readonly Role[] } | { kind: 'area'; area: StaffArea };
type Guard = preHandlerAsyncHookHandler & { access: AccessRule };

/** Every route with the guards it declares (read by the access-matrix test). */
interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Set false on routes that authenticate another way (e.g. signed webhooks). */
    csrf?: boolean;
  }
}

declare module '@fastify/session' {
  interface FastifySessionObject {
    userId?: string;
    /** The user of `userId`, read with the session by its store (platform/infra/session-store.ts), never saved. */
    signedInUser?: CurrentUser | null;
  }
}

const isLoopbackHttp = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(url);

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { config, db } = app;
  await app.register(fastifyCookie);
  // An anonymous session that nothing wrote to is never saved, nor is its cookie sent.
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: new PrismaSessionStore(db),
    saveUninitialized: false,
    // The session's lifetime runs from sign-in: a request that changes nothing in it writes nothing.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production' && !isLoopbackHttp(config.publicUrl),
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
  await app.register(fastifyCsrf, { sessionPlugin: '@fastify/session' });

  // A state-changing request from another site's page is refused, with or without a session: without one, the
  // CSRF token below is not asked for (sign-in, checkout), and a cross-site form could sign a victim in.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return done();
    const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
    const refusal = crossSiteRefusal(
      { origin: header('origin'), secFetchSite: header('sec-fetch-site'), host: request.host },
      config.publicUrl,
    );
    if (!refusal) return done();
    request.log.warn({ origin: header('origin'), reason: refusal }, 'cross-site request refused');
    done(forbidden(`Forbidden: cross-site request refused (${refusal})`));
  });

  app.decorate('routeAccess', [] as RouteAccess[]);
  app.addHook('onRoute', (route) => {
    const handlers = asArray(route.preHandler);
    const guards = handlers.filter(isGuard);
    if (guards.length) {
      route.preHandler = handlers.filter((h) => !isGuard(h));
      route.preValidation = [...guards, ...asArray(route.preValidation)] as RouteOptions['preValidation'];
    }
    for (const method of asArray(route.method))
      app.routeAccess.push({ method, url: route.url, access: guards.map((g) => g.access) });
  });

  app.decorateRequest('currentUser', null);
  // The account the session is signed in as, read with the session in one query by its store
  // (platform/infra/session-store.ts), so a changed role or a removed account applies from the next request.
  // Only API routes act on the user; without a session cookie there is none. Runs before validation, with the
  // guards (see onRoute above).
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.cookies[SESSION_COOKIE] || !request.url.startsWith('/api/')) return done();
    const { userId, signedInUser } = request.session;
    if (userId && signedInUser?.id === userId) request.currentUser = signedInUser;
    done();
  });

  // A state-changing request that carries a session cookie must prove it came from our pages.
  // Refusals surface as FST_CSRF_* errors, worded by the error handler.
  app.addHook('preHandler', (request, reply, done) => {
    const exempt = !UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false;
    if (exempt || !request.cookies[SESSION_COOKIE]) return done();
    app.csrfProtection(request, reply, done);
  });
});

export function sessionUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isGuard = (handler: unknown): handler is Guard =>
  typeof handler === 'function' && 'access' in handler && typeof handler.access === 'object';
const guard = (access: AccessRule, check: preHandlerAsyncHookHandler): Guard => Object.assign(check, { access });

/** 401 when not signed in. */
export const requireUser: preHandlerAsyncHookHandler = guard({ kind: 'user' }, async (request) => {
  sessionUser(request);
});

/** 401 when not signed in, 403 when signed in without one of the roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return guard({ kind: 'roles', roles }, async (request) => {
    const user = sessionUser(request);
    if (!roles.includes(user.role)) throw forbidden();
  });
}

/**
 * 401 when not signed in, 403 unless the user's role may use that back-office area (domain/roles.ts).
 * Every refusal is written to the audit log.
 */
export function requireArea(area: StaffArea): preHandlerAsyncHookHandler {
  return guard({ kind: 'area', area }, async (request) => {
    const user = request.currentUser;
    const refusal = !user
      ? unauthorized()
      : !canUseArea(user.role, area)
        ? forbidden(`Forbidden: your role cannot use ${area}`)
        : null;
    if (!refusal) return;
    await audit(request.server.db, request, {
      action: AUDIT_ACTIONS.accessDenied,
      target: `${request.method} ${request.url.split('?')[0]}`,
      success: false,
      details: { area, status: refusal.statusCode },
    });
    throw refusal;
  });
}

/**
 * Puts a guard on every route registered inside `instance` (an encapsulated plugin), for routes a library
 * declares without our guards (the queue board). Like a declared guard, it runs before validation and is listed
 * in `routeAccess` (the app-wide onRoute hook above runs first and records the route without it).
 */
export function guardEveryRoute(instance: FastifyInstance, check: preHandlerAsyncHookHandler) {
  if (!isGuard(check)) throw new Error('guardEveryRoute takes a guard (requireArea, requireRole, requireUser)');
  instance.addHook('onRoute', (route) => {
    route.preValidation = [check, ...asArray(route.preValidation)] as RouteOptions['preValidation'];
    const methods = asArray(route.method);
    for (const entry of instance.routeAccess)
      if (entry.url === route.url && methods.includes(entry.method)) entry.access = [check.access];
  });
}
