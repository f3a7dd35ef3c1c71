// GET /api/export/csv?type=audit|instruments: streamed CSV downloads of the audit log (the rows the screen's
// filter shows) and of the loan portfolio. Each export is itself an audit entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { auditActorName } from '../../domain/audit-actors';
import type { Db } from '../../platform/infra/prisma';
import { parseFilter } from '../../platform/list-query';
import { type AuditExportRow, audit, auditExportRows, createExportPool } from '../../platform/services/audit';
import { type LoanRow, loansAfter } from '../../platform/services/loans';
import { afterCursor, type CsvColumn, exportFileName, keysetPages, sendCsv } from '../lib/csv-export';
import { requireArea } from '../plugins/auth';
import { auditCriteria, auditFilter } from './audit';

const EXPORT_TYPES = ['audit', 'instruments'] as const;
// Every export needs at least the audit area (whose roles include all of debt's); the portfolio export
// then also needs debt servicing, checked once the type is known.
const exportGuard = requireArea('audit');
const debtGuard = requireArea('debt');

const AUDIT_COLUMNS: CsvColumn<AuditExportRow>[] = [
  { header: 'Timestamp', value: (row) => row.createdAt },
  { header: 'User', value: (row) => auditActorName(row) },
  { header: 'Role', value: (row) => row.role },
  { header: 'Action', value: (row) => row.action },
  { header: 'Target', value: (row) => row.target },
  { header: 'IP Address', value: (row) => row.ip },
  { header: 'Status', value: (row) => (row.success ? 'Success' : 'Failed') },
  { header: 'ID', value: (row) => row.id },
];

const dollars = (cents: number) => (cents / 100).toFixed(2);
const day = (date: Date) => date.toISOString().slice(0, 10);

const LOAN_COLUMNS: CsvColumn<LoanRow>[] = [
  { header: 'Loan ID', value: (loan) => loan.id },
  { header: 'Entity', value: (loan) => loan.entityName },
  { header: 'Amount (USD)', value: (loan) => dollars(loan.amountCents) },
  { header: 'Rate (%)', value: (loan) => loan.rate },
  { header: 'Type', value: (loan) => loan.type },
  { header: 'Status', value: (loan) => loan.status },
  { header: 'Days Late', value: (loan) => loan.daysLate },
  { header: 'Next Payment', value: (loan) => day(loan.nextPayment) },
  { header: 'Remaining Balance (USD)', value: (loan) => dollars(loan.remainingBalanceCents) },
  { header: 'Maturity Date', value: (loan) => day(loan.maturityDate) },
  { header: 'Collateral', value: (loan) => loan.collateral },
  { header: 'Covenant Status', value: (loan) => loan.covenantStatus },
];

function loanExportRows(db: Db) {
  return keysetPages<LoanRow>((after, take) => loansAfter(db, after ? afterCursor(after) : {}, take));
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const pool = createExportPool(app.config.databaseUrl);
  // An idle connection that breaks (database restarted) emits 'error' on the pool: logged, never a crash.
  pool.on('error', (err) => app.log.error({ err }, 'export database connection failed'));
  app.addHook('onClose', () => pool.end());

  app.get(
    '/api/export/csv',
    {
      preHandler: [
        exportGuard,
        function portfolioNeedsDebt(request, reply) {
          if ((request.query as { type?: string }).type === 'instruments') return debtGuard.call(this, request, reply);
          return Promise.resolve();
        },
      ],
      schema: {
        tags: ['admin'],
        summary: 'CSV download: type=audit (the filtered audit log) or type=instruments (the loan portfolio)',
        querystring: z.object({
          type: z.enum(EXPORT_TYPES, { error: `must be one of ${EXPORT_TYPES.join(', ')}` }),
          filter: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      if (type === 'audit') {
        const filter = parseFilter(auditFilter, request.query.filter);
        const fileName = exportFileName('audit_logs_export');
        await audit(app.db, request, { action: AUDIT_ACTIONS.exportAudit, target: fileName, details: { filter } });
        return sendCsv(reply, fileName, AUDIT_COLUMNS, auditExportRows(pool, auditCriteria(filter)));
      }
      const fileName = exportFileName('debt_servicing_export');
      await audit(app.db, request, { action: AUDIT_ACTIONS.exportInstruments, target: fileName });
      return sendCsv(reply, fileName, LOAN_COLUMNS, loanExportRows(app.db));
    },
  );
};
