// The client's email when an order completes, in its kind's own words: a formation says the company is formed, a
// later kind names itself, and each says what was obtained (the state's confirmation number, the EIN the IRS
// assigned, the certificate's number), from the order's recorded filings. Also the receipt of a paid order and staff's
// request for a change, and the refund of a canceled order, each in the kind's words. A formation whose package has
// more to deliver says what (the order completes once each is delivered).
import { emailDay } from './email-dates';
import { kindModule } from './kinds';
import { usd } from './money-text';

export interface CompletedOrder {
  id: string;
  kind: string;
  filings: readonly { stateCode: string; status: string; confirmationNumber: string | null }[];
  /** What the order has still to deliver (completionBlocker), or null when nothing is. */
  stillToDeliver?: string | null;
}

export function completionEmail(order: CompletedOrder, orderUrl: string): { subject: string; text: string } {
  const module = kindModule(order.kind);
  const short = order.id.slice(0, 8);
  const filed = order.filings.filter((f) => f.status === 'FILED' && f.confirmationNumber);
  // One filing: its outcome alone ('EIN: 12-3456789'); several: each with its state.
  const outcomes = filed.map((f) =>
    filed.length > 1
      ? `${module.completion.label} (${f.stateCode}): ${f.confirmationNumber}`
      : `${module.completion.label}: ${f.confirmationNumber}`,
  );
  if (module.orderedFor === 'new company')
    return {
      subject: `Your company is formed (order ${short})`,
      text: [
        'Every state filing of your order is recorded: your company is formed.',
        ...outcomes,
        ...(order.stillToDeliver
          ? [`${order.stillToDeliver}. Your order stays in progress until each is delivered.`]
          : []),
        `Your documents and your company's page are in your client area: ${orderUrl}`,
      ].join('\n'),
    };
  return {
    subject: `Your ${module.label} order ${short} is complete`,
    text: [
      `Your ${module.label} order is complete.`,
      ...outcomes,
      `Its documents are on your order page: ${orderUrl}`,
    ].join('\n'),
  };
}

export interface PaidOrder {
  id: string;
  kind: string;
  amountCents: number;
  /** The formed entity a later order is for (absent for a formation). */
  businessName?: string | null;
}

/** What the order is, in its kind's words: 'company formation' or 'EIN order for Acme LLC'. */
function orderWords(order: { kind: string; businessName?: string | null }): string {
  const module = kindModule(order.kind);
  if (module.orderedFor === 'new company') return 'company formation order';
  return `${module.label} order${order.businessName ? ` for ${order.businessName}` : ''}`;
}

/** The receipt of a paid order: the amount, what it buys and what happens next. */
export function orderPaidEmail(order: PaidOrder, orderUrl: string): { subject: string; text: string } {
  const module = kindModule(order.kind);
  const short = order.id.slice(0, 8);
  const amount = usd(order.amountCents);
  const next =
    module.orderedFor === 'new company'
      ? 'Our team reviews it within 24 hours, then prepares your documents and files them with the state.'
      : `${module.summary} Our team reviews it within 24 hours.`;
  return {
    subject: `Payment received: ${amount} for your ${module.label} order ${short}`,
    text: [
      `We received your payment of ${amount} for your ${orderWords(order)} (order ${short}).`,
      next,
      `Follow it on your order page: ${orderUrl}`,
    ].join('\n\n'),
  };
}

/** A paid order canceled and refunded (by staff, at the client's request or ours). */
export function orderRefundedEmail(
  order: { id: string; kind: string; businessName?: string | null; cancelReason?: string | null },
  refund: { refundId: string; amountCents: number },
  ordersUrl: string,
): { subject: string; text: string } {
  const short = order.id.slice(0, 8);
  const amount = usd(refund.amountCents);
  return {
    subject: `Refund of ${amount} for order ${short}`,
    text: [
      `Your ${orderWords(order)} (order ${short}) is canceled${order.cancelReason ? `: ${order.cancelReason}` : '.'}`,
      `We refunded ${amount} to the card it was paid with (refund ${refund.refundId}); banks take 5 to 10 days to ` +
        'show it.',
      `Your orders: ${ordersUrl}`,
    ].join('\n\n'),
  };
}

/** Staff's request for a change, with the date it is needed by when staff set one. */
export function changeRequestEmail(
  order: { id: string; kind: string },
  request: { message: string; dueDate?: string | Date | null },
  orderUrl: string,
): { subject: string; text: string } {
  const { documents } = kindModule(order.kind).emails;
  const due = request.dueDate ? new Date(request.dueDate) : null;
  const dueLine = due && !Number.isNaN(due.getTime()) ? [`Please answer by ${emailDay(due)}.`] : [];
  return {
    subject: `Changes requested on your order ${order.id.slice(0, 8)}`,
    text: [
      `Our team needs a change before preparing your ${documents}:`,
      request.message,
      ...dueLine,
      `Please answer on your order page: ${orderUrl}`,
    ].join('\n\n'),
  };
}

export interface DeliveredOrder {
  id: string;
  deliverables: readonly { name: string; status: string; waivedReason: string | null }[];
}

/** The client's email once an order filed earlier has delivered the rest of what it includes: it is complete. */
export function deliveredEmail(order: DeliveredOrder, orderUrl: string): { subject: string; text: string } {
  const delivered = order.deliverables.filter((d) => d.status === 'DONE').map((d) => d.name);
  const waived = order.deliverables
    .filter((d) => d.status === 'WAIVED')
    .map((d) => (d.waivedReason ? `${d.name} (${d.waivedReason})` : d.name));
  return {
    subject: `Your order ${order.id.slice(0, 8)} is complete: everything it includes is delivered`,
    text: [
      'Everything your order includes is delivered: your order is complete.',
      ...(delivered.length ? [`Delivered: ${delivered.join(', ')}`] : []),
      ...(waived.length ? [`Not delivered, as agreed: ${waived.join(', ')}`] : []),
      `Your order page: ${orderUrl}`,
    ].join('\n'),
  };
}
