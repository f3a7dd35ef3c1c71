// POST /api/schedules: a loan's payment schedule (domain/amortization.ts), amounts in integer cents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleFor, scheduleRequestSchema } from '../../domain/amortization';
import { scheduleSchema } from '../../domain/contracts/loans';
import { requireArea } from '../plugins/auth';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/schedules',
    {
      preHandler: requireArea('debt'),
      schema: {
        tags: ['debt'],
        summary:
          'Payment schedule: principal (USD), rate (annual %), term (months), type fixed|io, frequency monthly|quarterly|annual|maturity; amounts answered in cents',
        body: scheduleRequestSchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => scheduleFor(request.body),
  );
};
