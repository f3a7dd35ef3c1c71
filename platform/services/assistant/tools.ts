// Read-only tools the model may call (function calling), so that it answers from the platform's data.
// Each tool belongs to a back-office area: it is offered only to roles that may use that area, checked
// again when called, and every call is audited.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { KnownName } from '../../../domain/redaction';
import { canUseArea, type Role, type StaffArea } from '../../../domain/roles';
import { uuidSchema } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';
import { audit } from '../audit/audit';

export const AT_RISK_LOAN_STATUSES = ['late', 'delinquent'];
const ORDER_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETE', 'CANCELED'] as const;
const STAGES = ['PENDING_REVIEW', 'DOCUMENTS', 'FILING', 'COMPLETE'] as const;

export interface ToolOutput {
  /** The rows read, as sent to the model (before redaction). */
  data: unknown;
  rows: number;
  /** People named in the rows, registered with the redactor before the output is sent. */
  names: KnownName[];
}

interface ToolDefinition<S extends z.ZodType> {
  name: string;
  description: string;
  area: StaffArea;
  args: S;
  run(db: Db, args: z.infer<S>): Promise<ToolOutput>;
}

/** Keeps each tool's argument types while listing them together. */
const defineTool = <S extends z.ZodObject>(tool: ToolDefinition<S>) => tool as unknown as ToolDefinition<z.ZodObject>;

const dollars = (cents: number) => Math.round(cents) / 100;

const orderSelect = {
  id: true,
  status: true,
  paymentStatus: true,
  stage: true,
  state: true,
  states: true,
  totalUSD: true,
  contactFirstName: true,
  contactLastName: true,
  contactEmail: true,
  contactPhone: true,
  contactCompany: true,
  createdAt: true,
  paidAt: true,
  entities: { select: { stateCode: true, businessName: true, entityType: true } },
} as const;

type OrderRow = {
  id: string;
  status: string;
  paymentStatus: string;
  stage: string | null;
  state: string;
  states: string[];
  totalUSD: number;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  contactCompany: string;
  createdAt: Date;
  paidAt: Date | null;
  entities: { stateCode: string; businessName: string; entityType: string }[];
};

const orderView = (order: OrderRow) => ({
  id: order.id,
  status: order.status,
  paymentStatus: order.paymentStatus,
  stage: order.stage,
  states: order.states.length ? order.states : [order.state],
  totalUSD: dollars(order.totalUSD),
  contactName: `${order.contactFirstName} ${order.contactLastName}`.trim(),
  contactEmail: order.contactEmail,
  contactPhone: order.contactPhone || null,
  company: order.contactCompany || null,
  entities: order.entities,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

const orderNames = (orders: OrderRow[]): KnownName[] =>
  orders.map((order) => ({ first: order.contactFirstName, last: order.contactLastName }));

const findOrders = defineTool({
  name: 'find_orders',
  description:
    "Find formation orders (live ones, not partners' test orders), newest first, optionally by status, pipeline stage, payment status or US state of formation.",
  area: 'pipeline',
  args: z.object({
    status: z.enum(ORDER_STATUSES).optional(),
    stage: z.enum(STAGES).optional(),
    paymentStatus: z.enum(['UNPAID', 'PAID', 'FAILED', 'REFUNDED']).optional(),
    state: z.string().length(2).optional().describe('Two-letter US state code, e.g. DE'),
    limit: z.number().int().min(1).max(20).optional(),
  }),
  async run(db, args) {
    const where = {
      testMode: false, // live orders only: test-mode orders are a partner's tests
      status: args.status,
      stage: args.stage,
      paymentStatus: args.paymentStatus,
      ...(args.state ? { states: { has: args.state.toUpperCase() } } : {}),
    };
    const [orders, total] = await Promise.all([
      db.order.findMany({ where, select: orderSelect, orderBy: { createdAt: 'desc' }, take: args.limit ?? 10 }),
      db.order.count({ where }),
    ]);
    return { data: { total, orders: orders.map(orderView) }, rows: orders.length, names: orderNames(orders) };
  },
});

const orderStatus = defineTool({
  name: 'order_status',
  description: 'Status, pipeline stage, payment and entities of one order, by its id.',
  area: 'pipeline',
  args: z.object({ orderId: uuidSchema() }),
  async run(db, args) {
    const order = await db.order.findUnique({ where: { id: args.orderId }, select: orderSelect });
    if (!order) return { data: { found: false, orderId: args.orderId }, rows: 0, names: [] };
    return { data: { found: true, order: orderView(order) }, rows: 1, names: orderNames([order]) };
  },
});

const auditForTarget = defineTool({
  name: 'audit_entries_for_target',
  description:
    'Audit log entries (newest first) whose target contains the given text: an email, an order id, a file name.',
  area: 'audit',
  args: z.object({
    target: z.string().min(1).max(200),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  async run(db, args) {
    const entries = await db.auditEntry.findMany({
      where: { target: { contains: args.target, mode: 'insensitive' } },
      orderBy: { createdAt: 'desc' },
      take: args.limit ?? 20,
      select: { action: true, target: true, actorEmail: true, role: true, success: true, createdAt: true },
    });
    return {
      data: { entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) },
      rows: entries.length,
      names: [],
    };
  },
});

const loansAtRisk = defineTool({
  name: 'loans_at_risk',
  description: 'Loans that are late or delinquent, or whose covenants are not in compliance, most overdue first.',
  area: 'debt',
  args: z.object({ limit: z.number().int().min(1).max(50).optional() }),
  async run(db, args) {
    const loans = await db.loan.findMany({
      where: { OR: [{ status: { in: AT_RISK_LOAN_STATUSES } }, { covenantStatus: { not: 'compliant' } }] },
      orderBy: [{ daysLate: 'desc' }, { id: 'asc' }],
      take: args.limit ?? 20,
    });
    const data = loans.map((loan) => ({
      id: loan.id,
      entityName: loan.entityName,
      status: loan.status,
      daysLate: loan.daysLate,
      covenantStatus: loan.covenantStatus,
      amountUSD: dollars(loan.amountCents),
      remainingBalanceUSD: dollars(loan.remainingBalanceCents),
      ratePercent: loan.rate,
      nextPayment: loan.nextPayment.toISOString().slice(0, 10),
      maturityDate: loan.maturityDate.toISOString().slice(0, 10),
      collateral: loan.collateral,
    }));
    return { data: { loans: data }, rows: loans.length, names: [] };
  },
});

export const ASSISTANT_TOOLS: readonly ToolDefinition<z.ZodObject>[] = [
  findOrders,
  orderStatus,
  auditForTarget,
  loansAtRisk,
];

/** The tools a role may use, in the shape the chat completions API expects. */
export function toolsFor(role: Role) {
  return ASSISTANT_TOOLS.filter((tool) => canUseArea(role, tool.area)).map((tool) => ({
    type: 'function' as const,
    function: {
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.args) as Record<string, unknown>,
    },
  }));
}

/** Runs one call from the model: checks the role, validates the arguments, reads, audits. Never throws. */
export async function runTool(
  db: Db,
  request: FastifyRequest,
  role: Role,
  name: string,
  rawArguments: string,
): Promise<ToolOutput & { allowed: boolean }> {
  const tool = ASSISTANT_TOOLS.find((candidate) => candidate.name === name);
  const refuse = async (error: string) => {
    await audit(db, request, {
      action: 'assistant.tool',
      target: name,
      success: false,
      details: { arguments: rawArguments.slice(0, 500), error },
    });
    return { data: { error }, rows: 0, names: [], allowed: false };
  };
  if (!tool) return refuse(`Unknown tool ${name}`);
  if (!canUseArea(role, tool.area)) return refuse(`Your role cannot read ${tool.area} data`);
  let parsedJson: unknown;
  try {
    parsedJson = rawArguments ? JSON.parse(rawArguments) : {};
  } catch {
    return refuse('Arguments are not valid JSON');
  }
  const parsed = tool.args.safeParse(parsedJson);
  if (!parsed.success) return refuse(`Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  try {
    const output = await tool.run(db, parsed.data);
    await audit(db, request, {
      action: 'assistant.tool',
      target: name,
      details: { arguments: parsed.data, rows: output.rows },
    });
    return { ...output, allowed: true };
  } catch (err) {
    request.log.error({ err, tool: name }, 'assistant tool failed');
    return refuse('The data could not be read');
  }
}
