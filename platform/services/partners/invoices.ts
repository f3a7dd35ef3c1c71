// Monthly partner invoices: the live orders a partner placed in a month (not canceled, and not left to its customer
// to pay through a payment link) are billed on one Stripe invoice, one line per order, sent to the partner to pay
// (`send_invoice`, due in 30 days). Each step is recorded before the next and keyed for Stripe, so a run that
// stopped half-way, or two runs at once, bill every order once.
import type Stripe from 'stripe';
import { calendarDate, formatCalendarDate, monthAfter } from '../../../domain/calendar-dates';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

/** Days the partner has to pay a monthly invoice. */
const PARTNER_INVOICE_DAYS_UNTIL_DUE = 30;

export interface PartnerInvoiceResult {
  month: string;
  invoices: { partnerId: string; stripeInvoiceId: string; lines: number; amountCents: number }[];
}

/** The first day of the month before the one `day` falls in: what the run on the 1st bills. */
export function previousMonth(day: Date): Date {
  const { year, month } = monthAfter(day, -1);
  return calendarDate(year, month, 1);
}

/** Bills every partner's live orders placed in the month starting on `month` (its first day, UTC). */
export async function invoicePartnersForMonth(db: Db, stripe: Stripe, month: Date): Promise<PartnerInvoiceResult> {
  const { year, month: m } = monthAfter(month, 1);
  const placed = { gte: month, lt: calendarDate(year, m, 1) };
  const billable = {
    testMode: false as const,
    createdAt: placed,
    status: { not: 'CANCELED' as const },
    paymentLink: { is: null },
  };
  const partners = await db.order.findMany({
    where: { ...billable, partnerId: { not: null } },
    select: { partnerId: true },
    distinct: ['partnerId'],
    orderBy: { partnerId: 'asc' },
  });
  const invoices: PartnerInvoiceResult['invoices'] = [];
  for (const { partnerId } of partners) {
    if (partnerId) invoices.push(await invoicePartner(db, stripe, partnerId, month, billable));
  }
  return { month: formatCalendarDate(month), invoices };
}

async function invoicePartner(
  db: Db,
  stripe: Stripe,
  partnerId: string,
  month: Date,
  billable: {
    testMode: false;
    createdAt: { gte: Date; lt: Date };
    status: { not: 'CANCELED' };
    paymentLink: { is: null };
  },
) {
  const label = formatCalendarDate(month).slice(0, 7);
  const customer = await partnerCustomer(db, stripe, partnerId);
  // Made once even when two runs reach it at the same moment (ON CONFLICT DO NOTHING).
  await db.partnerInvoice.createMany({ data: [{ partnerId, month }], skipDuplicates: true });
  const row = await db.partnerInvoice.findUniqueOrThrow({ where: { partnerId_month: { partnerId, month } } });
  let stripeInvoiceId = row.stripeInvoiceId;
  if (!stripeInvoiceId) {
    const draft = await stripe.invoices.create(
      {
        customer,
        collection_method: 'send_invoice',
        days_until_due: PARTNER_INVOICE_DAYS_UNTIL_DUE,
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        description: `Orders placed through the partner API in ${label}`,
        metadata: { partnerId, month: label },
      },
      { idempotencyKey: `partner-invoice-${row.id}` },
    );
    stripeInvoiceId = draft.id;
    await db.partnerInvoice.update({ where: { id: row.id }, data: { stripeInvoiceId } });
  }
  if (row.status === 'draft') {
    const unbilled = await db.order.findMany({
      where: { ...billable, partnerId, partnerInvoiceLine: null },
      select: { id: true, kind: true, totalUSD: true, states: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    for (const order of unbilled) {
      const item = await stripe.invoiceItems.create(
        {
          customer,
          invoice: stripeInvoiceId,
          amount: order.totalUSD,
          currency: 'usd',
          description: `Order ${order.id.slice(0, 8)}: ${order.kind} (${order.states.join(', ')})`,
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `partner-order-${order.id}` },
      );
      // A run at the same moment got the same item (same key) and recorded it first.
      await db.partnerInvoiceLine
        .create({
          data: { invoiceId: row.id, orderId: order.id, stripeInvoiceItemId: item.id, amountCents: order.totalUSD },
        })
        .catch((err: unknown) => {
          if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
        });
    }
    const final = await stripe.invoices.finalizeInvoice(
      stripeInvoiceId,
      {},
      { idempotencyKey: `partner-invoice-${row.id}-finalize` },
    );
    await db.partnerInvoice.update({ where: { id: row.id }, data: { status: 'open', amountCents: final.amount_due } });
  }
  const lines = await db.partnerInvoiceLine.aggregate({
    where: { invoiceId: row.id },
    _count: { _all: true },
    _sum: { amountCents: true },
  });
  return { partnerId, stripeInvoiceId, lines: lines._count._all, amountCents: lines._sum.amountCents ?? 0 };
}

/** The partner's Stripe customer, made once. */
async function partnerCustomer(db: Db, stripe: Stripe, partnerId: string): Promise<string> {
  const partner = await db.partner.findUniqueOrThrow({ where: { id: partnerId } });
  if (partner.stripeCustomerId) return partner.stripeCustomerId;
  const customer = await stripe.customers.create(
    { name: partner.name, email: partner.email, metadata: { partnerId } },
    { idempotencyKey: `partner-customer-${partnerId}` },
  );
  await db.partner.update({ where: { id: partnerId }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}
