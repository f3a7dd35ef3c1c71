// The loan portfolio of Debt Servicing: a paginated, sortable list (ra-data-simple-rest) and its totals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loanSchema, loanSummarySchema } from '../../domain/contracts/loans';
import { COVENANT_STATUSES, isLoanAtRisk, LOAN_STATUSES } from '../../domain/loans';
import { listQuerySchema, parseListQuery, setContentRange } from '../../platform/services/list-query';
import { countLoansAtRisk } from '../../platform/services/risk-flags';
import type { Prisma } from '../../prisma/generated/client';
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
      const where: Prisma.LoanWhereInput = {
        ...(query.filter.status ? { status: query.filter.status } : {}),
        ...(query.filter.covenantStatus ? { covenantStatus: query.filter.covenantStatus } : {}),
        ...(query.filter.q ? { entityName: { contains: query.filter.q, mode: 'insensitive' } } : {}),
      };
      const [rows, total] = await Promise.all([
        db.loan.findMany({
          where,
          orderBy: [{ [query.sortField]: query.sortOrder }, { id: 'asc' }],
          skip: query.skip,
          take: query.take,
        }),
        db.loan.count({ where }),
      ]);
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
      const [totals, weighted, atRisk] = await Promise.all([
        db.loan.aggregate({ _count: true, _sum: { amountCents: true, remainingBalanceCents: true } }),
        db.$queryRaw<{ rate: number | null }[]>`
          SELECT SUM("rate" * "remainingBalanceCents") / NULLIF(SUM("remainingBalanceCents"), 0) AS rate FROM "Loan"`,
        countLoansAtRisk(db),
      ]);
      reply.header('Cache-Control', 'no-store');
      return {
        loans: totals._count,
        totalAmountCents: totals._sum.amountCents ?? 0,
        remainingBalanceCents: totals._sum.remainingBalanceCents ?? 0,
        weightedRate: Math.round(Number(weighted[0]?.rate ?? 0) * 100) / 100,
        atRisk,
      };
    },
  );
};
