// The client's email when an order completes, in its kind's own words: a formation says the company is formed, a
// later kind names itself, and each says what was obtained (the state's confirmation number, the EIN the IRS
// assigned, the certificate's number), from the order's recorded filings. A formation whose package has more to
// deliver says what (the order completes once each is delivered).
import { kindModule } from './kinds';

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
