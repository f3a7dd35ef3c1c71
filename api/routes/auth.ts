import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foldedEmail } from '../../domain/email-identity';
import {
  accountThrottledMessage,
  addressThrottledMessage,
  LOGIN_THROTTLE,
  loginThrottledMessage,
} from '../../domain/login-throttle';
import { landingPathFor, safeReturnPath } from '../../domain/return-path';
import { ROLES } from '../../domain/roles';
import { audit } from '../../platform/services/audit';
import { findUserByEmail, recordSignIn, verifyPassword } from '../../platform/services/identity';
import { messageResponse } from '../lib/message-response';
import { firstRefusal, limiter, type Refusal } from '../lib/rate-limits';
import { sessionUser } from '../plugins/auth';
import { sendPage, wantsJson } from './html-page';
import { loginPage } from './login-page';

const INVALID_CREDENTIALS = 'Invalid email or password';

const credentials = z.object({
  email: z.string({ error: 'email is required' }).trim().toLowerCase().min(1, 'email is required').max(254),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1000),
  _csrf: z.string().optional(),
  // Where to go back to after signing in; an unsafe value is ignored rather than refused.
  next: z.string().optional(),
});

const loginQuery = z.object({ next: z.string().optional() });

const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscriptionPlan: z.string().nullable(),
});

type LoginPageState = { error?: string; email?: string; signedInAs?: string; next?: string };

async function sendLoginPage(reply: FastifyReply, status: number, state: LoginPageState) {
  const csrfToken = await reply.generateCsrf();
  const html = loginPage({ csrfToken, ...state, next: safeReturnPath(state.next) });
  return sendPage(reply, status, html);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  // Failed sign-ins only, never successful ones (staff behind one office address do not lock each other out):
  // per (account, address), per address over every account, and per account from everywhere far above those
  // (domain/login-throttle.ts). Guesses from one place never lock the owner out of another; past the account-wide
  // limit the one-time sign-in link by email is the way in.
  const accountKey = (request: FastifyRequest) => foldedEmail((request.body as { email: string }).email);
  const perAccountAddress = limiter(app, 'login-account-address', {
    max: LOGIN_THROTTLE.perAccountAddress,
    timeWindow: config.loginRateLimit.timeWindowMs,
    key: (request) => `${accountKey(request)} ${request.ip}`,
  });
  const perAddress = limiter(app, 'login-address', {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindowMs,
    key: (request) => request.ip,
  });
  const perAccount = limiter(app, 'login-account', {
    max: config.loginAccountRateLimit.max,
    timeWindow: config.loginAccountRateLimit.timeWindowMs,
    key: accountKey,
  });
  /** The refusal of an attempt before its password is checked, and its message; null when it may go on. */
  async function throttled(request: FastifyRequest): Promise<{ refusal: Refusal; message: string } | null> {
    const here = await perAccountAddress(request, { count: false });
    if (here) return { refusal: here, message: loginThrottledMessage(here.waitMs) };
    const fromAddress = await perAddress(request, { count: false });
    if (fromAddress) return { refusal: fromAddress, message: addressThrottledMessage(fromAddress.waitMs) };
    const everywhere = await perAccount(request, { count: false });
    if (everywhere) return { refusal: everywhere, message: accountThrottledMessage(everywhere.waitMs) };
    return null;
  }

  // Shown even to a signed-in user: someone refused an area (e.g. a client opening /admin) can switch account.
  app.get(
    '/api/login',
    {
      config: { page: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in page (HTML); `next` is the page to return to',
        querystring: loginQuery,
      },
    },
    async (request, reply) =>
      sendLoginPage(reply, 200, { signedInAs: request.currentUser?.email, next: request.query.next }),
  );

  app.post(
    '/api/login',
    {
      config: { page: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (form or JSON)',
        body: credentials,
        response: {
          200: z.object({ user: userResponse, redirect: z.string() }),
          401: messageResponse,
          429: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password, next } = request.body;
      const limited = await throttled(request);
      if (limited) {
        // Refused before the password is checked, the same way for every address (known or not).
        await audit(db, request, { action: 'login.throttled', target: email, success: false, actor: null });
        reply.header('Retry-After', String(Math.ceil(limited.refusal.waitMs / 1000)));
        if (wantsJson(request)) return reply.status(429).send({ message: limited.message });
        return sendLoginPage(reply, 429, { error: limited.message, email, next });
      }
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) {
        await firstRefusal(request, [perAccountAddress, perAddress, perAccount]);
        await audit(db, request, { action: 'login.failed', target: email, success: false, actor: null });
        if (wantsJson(request)) return reply.status(401).send({ message: INVALID_CREDENTIALS });
        return sendLoginPage(reply, 401, { error: INVALID_CREDENTIALS, email, next });
      }
      await request.session.regenerate();
      request.session.userId = user.id;
      await request.session.save();
      await recordSignIn(db, user.id);
      const current = { id: user.id, email: user.email, role: user.role, subscriptionPlan: user.subscriptionPlan };
      await audit(db, request, { action: 'login', target: user.email, actor: current });
      const redirect = landingPathFor(user.role, next);
      if (wantsJson(request)) return { user: current, redirect };
      return reply.redirect(redirect, 303);
    },
  );

  app.get('/api/logout', { schema: { tags: ['auth'], summary: 'Sign out and go home' } }, async (request, reply) => {
    if (request.currentUser) await audit(db, request, { action: 'logout', target: request.currentUser.email });
    if (request.session.sessionId) await request.session.destroy();
    reply.clearCookie('sid', { path: '/' });
    return reply.redirect('/');
  });

  app.get(
    '/api/auth/user',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userResponse, 401: messageResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sessionUser(request);
    },
  );

  app.get(
    '/api/csrf',
    {
      schema: {
        tags: ['auth'],
        summary: 'A CSRF token for state-changing requests',
        response: { 200: z.object({ csrfToken: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { csrfToken: await reply.generateCsrf() };
    },
  );
};
