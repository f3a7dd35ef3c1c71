// One-time sign-in links (platform/services/sign-in-links.ts): ask for one by email (202 whether or not an account
// exists), open it (a page with the button), use it (signs in, once). All three share the token routes' throttle.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foldedEmail } from '../../domain/email-identity';
import { SIGN_IN_LINK_REQUESTS, SIGN_IN_LINK_SENT } from '../../domain/login-throttle';
import { landingPathFor } from '../../domain/return-path';
import { ROLES } from '../../domain/roles';
import { audit } from '../../platform/services/audit';
import { markSignedIn, requestSignInLink, signInLinkIsLive, useSignInLink } from '../../platform/services/identity';
import { messageResponse } from '../lib/message-response';
import { limiter, refuse, waitWording } from '../lib/rate-limits';
import { sendPage, wantsJson } from './html-page';
import { askSignInLinkPage, invalidSignInLinkPage, signInLinkSentPage, useSignInLinkPage } from './sign-in-link-page';

const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid. It may have been used already.';
const SIGN_IN_LINK_EXPIRED = 'This sign-in link has expired.';

const askBody = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('email must be a valid email address')),
  _csrf: z.string().optional(),
});
const params = z.object({ token: z.string().min(1).max(200) });
const useBody = z.object({ _csrf: z.string().optional() }).optional();
const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscriptionPlan: z.string().nullable(),
});

export const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const perMailbox = limiter(app, 'sign-in-link-mailbox', {
    max: SIGN_IN_LINK_REQUESTS.max,
    timeWindow: SIGN_IN_LINK_REQUESTS.windowMs,
    key: (request) => foldedEmail((request.body as { email: string }).email),
  });

  app.get(
    '/api/auth/sign-in-link',
    {
      config: { page: true },
      schema: { tags: ['auth'], summary: 'The page that asks for a sign-in link by email (HTML)' },
    },
    async (_request, reply) => sendPage(reply, 200, askSignInLinkPage({ csrfToken: await reply.generateCsrf() })),
  );

  app.post(
    '/api/auth/sign-in-link',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time sign-in link (form or JSON {email}); 202 whether or not an account exists',
        body: askBody,
        response: { 202: messageResponse, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const refusal = await perMailbox(request);
      if (refusal) {
        const message = `Several links were asked for this email address already. Try again in ${waitWording(refusal.waitMs)}.`;
        if (wantsJson(request)) refuse(reply, refusal, message);
        // The form again, with the refusal in words and the address kept.
        reply.header('Retry-After', String(Math.ceil(refusal.waitMs / 1000)));
        const csrfToken = await reply.generateCsrf();
        return sendPage(reply, 429, askSignInLinkPage({ csrfToken, email, error: message }));
      }
      await requestSignInLink(db, email);
      await audit(db, request, { action: 'login.link_requested', target: email, actor: null });
      if (wantsJson(request)) return reply.status(202).send({ message: SIGN_IN_LINK_SENT });
      return sendPage(reply, 202, signInLinkSentPage(SIGN_IN_LINK_SENT));
    },
  );

  app.get(
    '/api/auth/sign-in-link/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: { tags: ['auth'], summary: 'The page of a sign-in link (HTML): a button that signs in', params },
    },
    async (request, reply) => {
      if (!(await signInLinkIsLive(db, request.params.token)))
        return sendPage(reply, 404, invalidSignInLinkPage(SIGN_IN_LINK_INVALID));
      const csrfToken = await reply.generateCsrf();
      return sendPage(reply, 200, useSignInLinkPage({ token: request.params.token, csrfToken }));
    },
  );

  app.post(
    '/api/auth/sign-in-link/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['auth'],
        summary: 'Use a sign-in link: signs in once (form or JSON)',
        params,
        body: useBody,
        response: {
          200: z.object({ user: userResponse, redirect: z.string() }),
          404: messageResponse,
          410: messageResponse,
          429: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const used = await useSignInLink(db, request.params.token);
      if (!used.ok) {
        const expired = used.reason === 'expired';
        const status = expired ? 410 : 404;
        const message = expired ? SIGN_IN_LINK_EXPIRED : SIGN_IN_LINK_INVALID;
        await audit(db, request, { action: 'login.link_refused', target: used.reason, success: false, actor: null });
        if (wantsJson(request)) return reply.status(status).send({ message });
        return sendPage(reply, status, invalidSignInLinkPage(message));
      }
      const { user } = used;
      await request.session.regenerate();
      request.session.userId = user.id;
      await request.session.save();
      await markSignedIn(db, user.id);
      await audit(db, request, { action: 'login.link', target: user.email, actor: user });
      const redirect = landingPathFor(user.role, undefined);
      if (wantsJson(request)) return { user, redirect };
      return reply.redirect(redirect, 303);
    },
  );
};
