// The order lookups routes make before acting on an order: its head (owner, status, kind), paid or not, its
// entities, a client's own paid orders a page at a time, and the contact details of a client's latest order.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { paymentHoldInclude } from './onboarding-board';

/** Orders a client sees and staff work on: paid, or paid and then refunded. */
export const PLACED_PAYMENT = { in: ['PAID', 'REFUNDED'] } satisfies Prisma.OrderWhereInput['paymentStatus'];

const HEAD = {
  id: true,
  userId: true,
  status: true,
  stage: true,
  kind: true,
  states: true,
} satisfies Prisma.OrderSelect;

/** An order's id, owner, status, stage and kind, whatever its payment; null when there is none. */
export const findOrderHead = (db: Db, id: string) => db.order.findUnique({ where: { id }, select: HEAD });

/** A placed order's id, owner, status, kind and states; null when there is none or it is not paid. */
export const findPlacedOrderHead = (db: Db, id: string) =>
  db.order.findFirst({ where: { id, paymentStatus: PLACED_PAYMENT }, select: HEAD });

/** A placed order with its entities by state; null when there is none or it is not paid. */
export const findPlacedOrderWithEntities = (db: Db, id: string) =>
  db.order.findFirst({
    where: { id, paymentStatus: PLACED_PAYMENT },
    include: {
      entities: { orderBy: { stateCode: 'asc' } },
      // What the order formed or registered, for its completion note's link to each entity page.
      formedEntities: {
        orderBy: { stateCode: 'asc' },
        select: { id: true, stateCode: true, businessName: true },
      },
    },
  });

/** A client's placed orders, newest first, and their total when `counted`. */
export async function listClientOrders(db: Db, userId: string, page: { skip: number; take: number; counted: boolean }) {
  const where: Prisma.OrderWhereInput = { userId, paymentStatus: PLACED_PAYMENT };
  const [orders, total] = await Promise.all([
    db.order.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    page.counted ? db.order.count({ where }) : null,
  ]);
  return { orders, total };
}

/** The contact details of a client's latest order, or null before the first. */
export const latestOrderContact = (db: Db, userId: string) =>
  db.order.findFirst({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { contactFirstName: true, contactLastName: true, contactPhone: true, contactCompany: true },
  });

/** A placed order with its entities by state and its automatic filing's status, as staff open it. */
export const findPlacedOrderForStaff = (db: Db, id: string) =>
  db.order.findFirst({
    where: { id, paymentStatus: PLACED_PAYMENT },
    include: { entities: { orderBy: { stateCode: 'asc' } }, ...paymentHoldInclude },
  });

/** An order's filings by state (what each state or the IRS recorded), for its completion email. */
export const orderFilingsOf = (db: Db, orderId: string) =>
  db.orderFiling.findMany({
    where: { orderId },
    orderBy: { stateCode: 'asc' },
    select: { stateCode: true, status: true, confirmationNumber: true },
  });
