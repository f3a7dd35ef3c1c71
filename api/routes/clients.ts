// POST /api/clients: staff open a client account (dashboard quick action New Client); the invitation to set a
// password is emailed by the worker after the commit (transactional outbox, like clients created at payment).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { conflict } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { createInvitedClient } from '../../platform/services/identity';
import { requireArea } from '../plugins/auth';

/** @internal */
export const CLIENT_EXISTS = 'email: an account with this email already exists';

const newClient = z.object(
  {
    email: z
      .string({ error: 'must be an email address' })
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email('must be a valid email address')),
  },
  { error: 'body must be a JSON object with an email' },
);

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clients',
    {
      preHandler: requireArea('clients'),
      schema: {
        tags: ['admin'],
        summary: 'Create a client account and send its invitation email',
        body: newClient,
        response: {
          201: z.object({ id: z.string(), email: z.string(), role: z.string(), invited: z.boolean() }),
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const user = await createInvitedClient(app.db, email);
      if (!user) throw conflict(CLIENT_EXISTS);
      await audit(app.db, request, { action: AUDIT_ACTIONS.clientCreate, target: email, details: { userId: user.id } });
      return reply.status(201).send({ id: user.id, email: user.email, role: user.role, invited: true });
    },
  );
};
