// Back-office compliance list (ra-data-simple-rest), its streamed CSV export, one obligation, and recording a filing
// (PUT of the obligation, as react-admin's update sends it; POST .../filing stays for API clients).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import { OBLIGATION_STATUS_LABELS } from '../../domain/compliance-reminders';
import { adminObligationSchema, filedObligationSchema, filingResultSchema } from '../../domain/contracts/compliance';
import { reportOrderRefusal } from '../../domain/report-filing';
import { isUuid } from '../../domain/uuid';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { listQuerySchema, parseListQuery, setContentRange } from '../../platform/list-query';
import { audit } from '../../platform/services/audit';
import {
  adminObligationFilter,
  adminObligationsForExport,
  filedWithNext,
  findAdminObligation,
  listAdminObligations,
  type ObligationView,
  recordObligationFiling,
  reportOrderUnderWay,
  SORTABLE,
} from '../../platform/services/compliance';
import { type CsvColumn, sendCsv } from '../lib/csv-export';
import { performStaffAction } from '../lib/staff-action';
import { requireArea, sessionUser } from '../plugins/auth';

const filingBody = z.object({
  filedOn: z.string().refine((text) => parseCalendarDate(text) !== null, 'must be a date as YYYY-MM-DD'),
  confirmation: z.string().trim().min(1, 'is required').max(100),
});

type ExportRow = { view: ObligationView; clientEmail: string };

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Business', value: ({ view }) => view.businessName },
  { header: 'State', value: ({ view }) => view.stateCode },
  { header: 'Entity type', value: ({ view }) => view.entityType },
  { header: 'Obligation', value: ({ view }) => view.title },
  { header: 'Due date', value: ({ view }) => view.dueDate },
  { header: 'Status', value: ({ view }) => OBLIGATION_STATUS_LABELS[view.status] },
  { header: 'Fee (USD)', value: ({ view }) => view.feeUSD },
  { header: 'Filed on', value: ({ view }) => view.filedOn ?? '' },
  { header: 'Confirmation', value: ({ view }) => view.confirmation ?? '' },
  { header: 'Client', value: ({ clientEmail }) => clientEmail },
];

export const adminComplianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireArea('compliance');

  app.get(
    '/api/admin/compliance',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Compliance obligations of every formed entity (ra-data-simple-rest list: state, status, due window)',
        querystring: listQuerySchema,
        response: { 200: z.array(adminObligationSchema) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: SORTABLE,
        defaultSort: ['dueDate', 'ASC'],
        filter: adminObligationFilter,
      });
      const { views, total } = await listAdminObligations(db, query, new Date());
      setContentRange(reply, 'compliance', query.skip, views.length, total);
      reply.header('Cache-Control', 'no-store');
      return views;
    },
  );

  app.get(
    '/api/admin/compliance/export.csv',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'The filtered compliance list as CSV, streamed',
        querystring: z.object({ filter: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery(
        { filter: request.query.filter },
        { sortable: SORTABLE, defaultSort: ['dueDate', 'ASC'], filter: adminObligationFilter },
      );
      const now = new Date();
      await audit(db, request, { action: 'admin.compliance_export', target: 'compliance', details: { filter } });
      const day = toCalendarDate(now).toISOString().slice(0, 10);
      return sendCsv(reply, `compliance-${day}.csv`, EXPORT_COLUMNS, adminObligationsForExport(db, filter, now));
    },
  );

  app.get(
    '/api/admin/compliance/:id',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'One compliance obligation',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: adminObligationSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const view = isUuid(id) ? await findAdminObligation(db, id.toLowerCase(), new Date()) : null;
      if (!view) throw notFound(`Obligation not found: ${id}`);
      reply.header('Cache-Control', 'no-store');
      return view;
    },
  );

  /** Records the filing (through the report's order when one is under way) and answers the filed obligation. */
  const recordFiling = async (request: FastifyRequest, id: string, body: z.infer<typeof filingBody>) => {
    const user = sessionUser(request);
    if (!isUuid(id)) throw notFound(`Obligation not found: ${id}`);
    const filedOn = parseCalendarDate(body.filedOn)!;
    if (filedOn > toCalendarDate(new Date())) throw badRequest('filedOn: cannot be in the future');
    const obligationId = id.toLowerCase();
    const input = {
      obligationId,
      filedOn,
      confirmation: body.confirmation,
      recordedBy: { id: user.id, email: user.email },
    };
    const underWay = await reportOrderUnderWay(db, obligationId);
    if (underWay) {
      // The order files this report: it is completed through its workflow, and the filing is that order's.
      const refusal = reportOrderRefusal(underWay);
      if (refusal) throw conflict(refusal);
      await performStaffAction(app, request, underWay.id, {
        action: 'recordFiling',
        stateCode: underWay.state,
        confirmationNumber: body.confirmation,
        filedAt: body.filedOn,
      });
    }
    const { filing, next } = await recordObligationFiling(db, { ...input, orderId: underWay?.id });
    await audit(db, request, {
      action: 'compliance.filed',
      target: id,
      details: {
        filedOn: body.filedOn,
        confirmation: body.confirmation,
        nextId: next?.id ?? null,
        orderId: filing.orderId,
      },
    });
    return filedWithNext(db, obligationId, next?.id ?? null, new Date());
  };

  app.post(
    '/api/admin/compliance/:id/filing',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Record an obligation as filed (date, confirmation); schedules its next deadline',
        params: z.object({ id: z.string().max(100) }),
        body: filingBody,
        response: { 200: filingResultSchema },
      },
    },
    async (request) => recordFiling(request, request.params.id, request.body),
  );

  app.put(
    '/api/admin/compliance/:id',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Record an obligation as filed (ra-data-simple-rest update): the filed obligation, with the next deadline it scheduled',
        params: z.object({ id: z.string().max(100) }),
        body: filingBody,
        response: { 200: filedObligationSchema },
      },
    },
    async (request) => {
      const { filed, next } = await recordFiling(request, request.params.id, request.body);
      return { ...filed, next };
    },
  );
};
