// The onboarding board's queries: which paid orders a filter selects, the three columns with their counts,
// and the footer stats, all computed by the database.

import type { OrderKind } from '../../../domain/order-kinds';
import type { OrderProgress } from '../../../domain/order-progress';
import {
  HIGH_PRIORITY_OVER_CENTS,
  MEDIUM_PRIORITY_OVER_CENTS,
  type Priority,
  priorityFor,
} from '../../../domain/pipeline';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { progressForOrders } from './order-progress';

export const BOARD_COLUMNS = ['PENDING', 'IN_PROGRESS', 'COMPLETE'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export interface PipelineFilter {
  q?: string;
  status?: 'PENDING' | 'IN_PROGRESS' | 'COMPLETE' | 'CANCELED';
  priority?: Priority;
  stage?: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING' | 'COMPLETE';
  /** One of the order's states (two-letter code). */
  state?: string;
  userId?: string;
  kind?: OrderKind;
}

const PRIORITY_RANGES: Record<Priority, Prisma.IntFilter> = {
  high: { gt: HIGH_PRIORITY_OVER_CENTS },
  medium: { gt: MEDIUM_PRIORITY_OVER_CENTS, lte: HIGH_PRIORITY_OVER_CENTS },
  standard: { lte: MEDIUM_PRIORITY_OVER_CENTS },
};

/** What the board and the order lists read of an order's automatic filing. */
export const paymentHoldInclude = { autoFiling: { select: { status: true } } } as const;

/**
 * Live (not test-mode) paid (or refunded) orders, and the annual reports automatic filing ordered and is waiting to be paid for, matching the filter; the search covers the order id (or its start), the contact's
 * email, names and company, and business names.
 */
export async function pipelineOrderWhere(db: Db, filter: PipelineFilter): Promise<Prisma.OrderWhereInput> {
  const where: Prisma.OrderWhereInput = {
    AND: [
      // Orders placed with a partner's test key run on the same pipeline but stay out of the live view.
      { testMode: false },
      {
        OR: [
          { paymentStatus: { in: ['PAID', 'REFUNDED'] } },
          { autoFiling: { status: { in: ['WAITING_PAYMENT', 'ESCALATED'] } }, status: { not: 'CANCELED' } },
        ],
      },
    ],
  };
  if (filter.status) where.status = filter.status;
  if (filter.stage) where.stage = filter.stage;
  if (filter.priority) where.totalUSD = PRIORITY_RANGES[filter.priority];
  if (filter.state) where.states = { has: filter.state };
  if (filter.userId) where.userId = filter.userId;
  if (filter.kind) where.kind = filter.kind;
  const q = filter.q?.trim();
  if (q) {
    const or: Prisma.OrderWhereInput[] = [
      { contactEmail: { contains: q, mode: 'insensitive' } },
      { contactFirstName: { contains: q, mode: 'insensitive' } },
      { contactLastName: { contains: q, mode: 'insensitive' } },
      { contactCompany: { contains: q, mode: 'insensitive' } },
      { entities: { some: { businessName: { contains: q, mode: 'insensitive' } } } },
    ];
    if (isUuid(q)) or.push({ id: q.toLowerCase() });
    else if (/^[0-9a-f-]{4,35}$/i.test(q)) {
      // Cards show the first 8 characters of the id: find orders by that start.
      const rows = await db.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM "Order" WHERE id::text LIKE ${`${q.toLowerCase()}%`} LIMIT 500`;
      if (rows.length) or.push({ id: { in: rows.map((r) => r.id) } });
    }
    where.OR = or;
  }
  return where;
}

type CardRow = Prisma.OrderGetPayload<{
  include: { entities: { select: { stateCode: true; businessName: true } } };
}> & {
  autoFiling?: { status: string } | null;
};

const paymentHoldOf = (order: CardRow): 'WAITING_PAYMENT' | 'ESCALATED' | null => {
  const status = order.paymentStatus === 'PAID' ? undefined : order.autoFiling?.status;
  return status === 'WAITING_PAYMENT' || status === 'ESCALATED' ? status : null;
};

export const orderCard = (order: CardRow) => ({
  id: order.id,
  shortId: order.id.slice(0, 8),
  userId: order.userId,
  shortClientId: order.userId ? order.userId.slice(0, 8) : null,
  status: order.status,
  stage: order.stage,
  state: order.state,
  states: order.states,
  totalUSD: order.totalUSD,
  priority: priorityFor(order.totalUSD),
  contactEmail: order.contactEmail,
  contactName: `${order.contactFirstName} ${order.contactLastName}`.trim(),
  businessName: order.entities[0]?.businessName ?? order.contactCompany,
  createdAt: order.createdAt,
  paidAt: order.paidAt,
  kind: order.kind,
  entityId: order.entityId,
  paymentHold: paymentHoldOf(order),
});

type BoardCard = ReturnType<typeof orderCard> & { progress: OrderProgress };

/**
 * Each column's newest cards, as many as `take` says for it, with who each waits for and its estimate: one read per
 * column, then the progress of every card on the board at once.
 */
async function boardCards(
  db: Db,
  where: Prisma.OrderWhereInput,
  status: PipelineFilter['status'],
  take: Record<BoardColumn, number>,
) {
  const rows = await Promise.all(
    BOARD_COLUMNS.map((column: BoardColumn) =>
      status && status !== column
        ? []
        : db.order.findMany({
            where: { ...where, status: column },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: take[column],
            include: { entities: { select: { stateCode: true, businessName: true } }, ...paymentHoldInclude },
          }),
    ),
  );
  const progress = await progressForOrders(db, rows.flat());
  const cardsOf = (columnRows: CardRow[]) =>
    columnRows.map((row): BoardCard => ({ ...orderCard(row), progress: progress.get(row.id)! }));
  return Object.fromEntries(BOARD_COLUMNS.map((column, i) => [column, cardsOf(rows[i])])) as Record<
    BoardColumn,
    BoardCard[]
  >;
}

/**
 * Footer stats over the filtered orders, from their count and value by status: Total Pipeline Value and Avg Order
 * Value (cents) of the orders on the board (canceled ones excluded), Completion Rate (complete orders divided by all
 * orders, canceled included, rounded percent) and Pending Reviews.
 */
function boardStats(byStatus: { status: string; count: number; value: number }[]) {
  const count = (s: string) => byStatus.find((g) => g.status === s)?.count ?? 0;
  const onBoard = byStatus.filter((g) => g.status !== 'CANCELED');
  const boardCount = onBoard.reduce((n, g) => n + g.count, 0);
  const totalPipelineValue = onBoard.reduce((n, g) => n + g.value, 0);
  const allOrders = byStatus.reduce((n, g) => n + g.count, 0);
  return {
    totalPipelineValue,
    avgOrderValue: boardCount ? Math.round(totalPipelineValue / boardCount) : 0,
    completionRate: allOrders ? Math.round((count('COMPLETE') / allOrders) * 100) : 0,
    pendingReviews: count('PENDING'),
    totalOrders: allOrders,
  };
}

/**
 * The board: each column's count and newest cards (a status filter leaves the other columns empty) and the footer
 * stats. One grouped pass over the filtered orders gives both the columns' counts and the stats.
 */
export async function onboardingBoard(
  db: Db,
  where: Prisma.OrderWhereInput,
  status: PipelineFilter['status'],
  take: Record<BoardColumn, number>,
) {
  const [cards, groups] = await Promise.all([
    boardCards(db, where, status, take),
    db.order.groupBy({
      by: ['status'],
      where: status ? { ...where, status } : where,
      _count: { _all: true },
      _sum: { totalUSD: true },
    }),
  ]);
  const byStatus = groups.map((g) => ({ status: g.status, count: g._count._all, value: g._sum.totalUSD ?? 0 }));
  const countOf = (column: BoardColumn) => byStatus.find((g) => g.status === column)?.count ?? 0;
  const columns = Object.fromEntries(
    BOARD_COLUMNS.map((column) => [column, { count: countOf(column), orders: cards[column] }]),
  ) as Record<BoardColumn, { count: number; orders: BoardCard[] }>;
  return { columns, stats: boardStats(byStatus) };
}
