// POST /api/schedules: a loan's payment schedule (domain/amortization.ts), amounts in integer cents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleFor, scheduleRequestSchema } from '../../domain/amortization';
import { requireArea } from '../plugins/auth';

const cents = z.number().int();

const scheduleResponse = z.object({
  schedule: z.array(
    z.object({ payment: z.number().int(), principal: cents, interest: cents, totalPayment: cents, balance: cents }),
  ),
  summary: z.object({
    periodicPayment: cents,
    finalPayment: cents,
    numberOfPayments: z.number().int(),
    periodMonths: z.number().int(),
    principal: cents,
    totalInterest: cents,
    totalPaid: cents,
  }),
});

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
        response: { 200: scheduleResponse },
      },
    },
    async (request) => scheduleFor(request.body),
  );
};
