// The loan portfolio of Debt Servicing: a paginated, sortable list (ra-data-simple-rest) and its totals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loanSchema, loanSummarySchema } from '../../domain/contracts/loans';
import { COVENANT_STATUSES, isLoanAtRisk, LOAN_STATUSES } from '../../domain/loans';
import { listQuerySchema, parseListQuery, setContentRange } from '../../platform/list-query';
import { listLoans, loanSummary } from '../../platform/services/loans';
import { requireArea } from '../plugins/auth';

const loanFilter = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(LOAN_STATUSES).optional(),
  covenantStatus: z.enum(COVENANT_STATUSES).optional(),
});

export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/loans',
    {
      preHandler: requireArea('debt'),
      schema: {
        tags: ['debt'],
        summary: 'The loan portfolio (ra-data-simple-rest list; filter q, status, covenantStatus)',
        querystring: listQuerySchema,
        response: { 200: z.array(loanSchema) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: [
          'entityName',
          'amountCents',
          'rate',
          'status',
          'daysLate',
          'nextPayment',
          'remainingBalanceCents',
          'maturityDate',
          'covenantStatus',
          'createdAt',
        ],
        defaultSort: ['entityName', 'ASC'],
        filter: loanFilter,
      });
      const { rows, total } = await listLoans(db, query);
      reply.header('Cache-Control', 'no-store');
      setContentRange(reply, 'loans', query.skip, rows.length, total);
      return rows.map((row) => ({ ...row, atRisk: isLoanAtRisk(row) }));
    },
  );

  app.get(
    '/api/loans/summary',
    {
      preHandler: requireArea('debt'),
      schema: {
        tags: ['debt'],
        summary: 'Portfolio totals: loans, amount, remaining balance, weighted rate, loans at risk',
        response: { 200: loanSummarySchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loanSummary(db);
    },
  );
};
