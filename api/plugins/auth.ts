// Sessions, CSRF and the current user. Every protected route uses requireUser / requireRole from here.
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { canUseArea, isAdminRole, type Role, type StaffArea } from '../../domain/roles';
import { forbidden, unauthorized } from '../lib/http-errors';
import { PrismaSessionStore } from '../lib/session-store';
import { lazySession } from './lazy-session';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  subscriptionPlan: string | null;
}

declare module 'fastify' {
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
  }
}

const isLoopbackHttp = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(url);

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { config, db } = app;
  await app.register(fastifyCookie);
  await app.register(lazySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: new PrismaSessionStore(db),
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production' && !isLoopbackHttp(config.publicUrl),
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
  await app.register(fastifyCsrf, { sessionPlugin: '@fastify/session' });

  app.decorateRequest('currentUser', null);
  // Only API routes act on the user: bundle files and page fallbacks skip the lookup. Without a session
  // cookie there is no user, and no session needs to be built to learn it.
  app.addHook('preHandler', async (request) => {
    if (!request.cookies[SESSION_COOKIE] || !request.url.startsWith('/api/')) return;
    const userId = request.session.userId;
    if (!userId) return;
    const user = await db.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, role: true, subscriptionPlan: true },
    });
    request.currentUser = user;
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

/** 401 when not signed in. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  sessionUser(request);
};

/** 401 when not signed in, 403 when signed in without one of the roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = sessionUser(request);
    if (!roles.includes(user.role)) throw forbidden();
  };
}

export const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  const user = sessionUser(request);
  if (!isAdminRole(user.role)) throw forbidden('Forbidden: admin privileges required');
};

/** 401 when not signed in, 403 unless the user's role may use that back-office area (domain/roles.ts). */
export function requireArea(area: StaffArea): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = sessionUser(request);
    if (!canUseArea(user.role, area)) throw forbidden(`Forbidden: your role cannot use ${area}`);
  };
}
