// Invitation links: GET shows the set-password form, POST sets the password, signs the user in and goes home.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homePathFor } from '../../domain/roles';
import { audit } from '../../platform/services/audit';
import { acceptInvitation, findInvitedUser, hashPassword } from '../../platform/services/identity';
import { sendPage, wantsJson } from './html-page';
import { invalidInvitePage, setPasswordPage } from './invite-page';

/** @internal */
export const INVITE_INVALID = 'This invitation link is not valid. It may have been used already.';
/** @internal */
export const INVITE_EXPIRED = 'This invitation link has expired.';
const MIN_PASSWORD = 8;

const params = z.object({ token: z.string().min(1).max(200) });
const body = z
  .object({
    password: z.unknown().optional(),
    confirmPassword: z.unknown().optional(),
    _csrf: z.string().optional(),
  })
  .optional();

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function invitedUser(token: string) {
    const user = await findInvitedUser(db, token);
    if (!user) return { ok: false, error: INVITE_INVALID, status: 404 } as const;
    if (!user.inviteExpiresAt || user.inviteExpiresAt.getTime() <= Date.now()) {
      return { ok: false, error: INVITE_EXPIRED, status: 410 } as const;
    }
    return { ok: true, user } as const;
  }

  async function sendForm(reply: FastifyReply, status: number, token: string, email: string, error?: string) {
    const csrfToken = await reply.generateCsrf();
    return sendPage(reply, status, setPasswordPage({ token, csrfToken, email, error }));
  }

  app.get(
    '/api/invite/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: { tags: ['auth'], summary: 'Set-password page of an invitation link (HTML)', params },
    },
    async (request, reply) => {
      const found = await invitedUser(request.params.token);
      if (!found.ok) return sendPage(reply, found.status, invalidInvitePage(found.error));
      return sendForm(reply, 200, request.params.token, found.user.email);
    },
  );

  app.post(
    '/api/invite/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['auth'],
        summary: 'Set the password of an invitation link and sign in (form or JSON {password})',
        params,
        body,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const json = wantsJson(request);
      const found = await invitedUser(token);
      if (!found.ok) {
        if (json) return reply.status(found.status).send({ message: found.error });
        return sendPage(reply, found.status, invalidInvitePage(found.error));
      }
      const { user } = found;
      const password = request.body?.password;
      const confirm = request.body?.confirmPassword;
      const problem =
        typeof password !== 'string' || password.length === 0
          ? 'password is required'
          : password.length < MIN_PASSWORD
            ? `password: must be at least ${MIN_PASSWORD} characters`
            : password.length > 1000
              ? 'password: must be at most 1000 characters'
              : confirm !== undefined && confirm !== password
                ? 'confirmPassword: the two passwords do not match'
                : null;
      if (problem || typeof password !== 'string') {
        if (json) return reply.status(400).send({ message: problem ?? 'password is required' });
        return sendForm(reply, 400, token, user.email, problem ?? 'password is required');
      }

      const passwordHash = await hashPassword(password);
      // Only the holder of the current token wins, once.
      if (!(await acceptInvitation(db, user.id, token, passwordHash))) {
        if (json) return reply.status(404).send({ message: INVITE_INVALID });
        return sendPage(reply, 404, invalidInvitePage(INVITE_INVALID));
      }

      await request.session.regenerate();
      request.session.userId = user.id;
      await request.session.save();
      const current = { id: user.id, email: user.email, role: user.role, subscriptionPlan: user.subscriptionPlan };
      await audit(db, request, {
        action: 'user.password_set',
        target: user.email,
        actor: current,
        details: { via: 'invitation' },
      });
      const redirect = homePathFor(user.role);
      if (json) return { user: current, redirect };
      return reply.redirect(redirect, 303);
    },
  );
};
