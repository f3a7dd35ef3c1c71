// A signed-in client's contact details, for prefilling forms (onboarding, contact page): the account's email
// and the name, phone and company of the client's latest order, when there is one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { latestOrderContact } from '../../platform/services/orders';
import { requireRole, sessionUser } from '../plugins/auth';

const contactResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/contact',
    {
      preHandler: requireRole(...CUSTOMER_ROLES),
      schema: {
        tags: ['auth'],
        summary: "The signed-in client's contact details for prefilling forms (email, and name from the latest order)",
        response: { 200: contactResponse },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const latest = await latestOrderContact(app.db, user.id);
      reply.header('Cache-Control', 'no-store');
      return {
        firstName: latest?.contactFirstName ?? '',
        lastName: latest?.contactLastName ?? '',
        email: user.email,
        phone: latest?.contactPhone ?? '',
        company: latest?.contactCompany ?? '',
      };
    },
  );
};
