// Every route's parameters, query string and JSON body are checked for text PostgreSQL cannot take (NUL,
// unpaired surrogates) before the route's own handlers: one check for all routes, including later ones. It runs
// after the route's schema, so a schema with its own rule for such text keeps its own message.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, unsafeTextMessage } from '../../domain/safe-text';
import { badRequest } from '../../platform/errors';

export const safeInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnsafeText(value);
      if (path) throw badRequest(unsafeTextMessage(where, path));
    }
  });
});
