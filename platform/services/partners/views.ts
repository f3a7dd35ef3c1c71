// Rows as the partner API answers them.
import type { Prisma } from '../../../prisma/generated/client';

type CustomerRow = Prisma.PartnerCustomerGetPayload<object>;
export const customerView = (row: CustomerRow) => ({
  id: row.id,
  object: 'customer' as const,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  livemode: row.mode === 'LIVE',
  createdAt: row.createdAt.toISOString(),
});

interface BreakdownLine {
  type: string;
  id: string;
  name: string;
  priceCents: number;
}
export const priceView = (totalCents: number, breakdown: BreakdownLine[]) => ({
  currency: 'usd' as const,
  amountTotal: totalCents,
  lineItems: breakdown.map((line) => ({ type: line.type, id: line.id, name: line.name, amount: line.priceCents })),
});

export const partnerOrderInclude = { entities: { orderBy: { stateCode: 'asc' } }, paymentLink: true } as const;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof partnerOrderInclude }>;
export const orderView = (row: OrderRow) => ({
  id: row.id,
  object: 'order' as const,
  kind: row.kind,
  customer: row.partnerCustomerId,
  entity: row.entityId,
  details: (row.details ?? null) as Record<string, unknown> | null,
  status: row.status,
  stage: row.stage,
  billing: row.paymentLink ? ('payment_link' as const) : ('partner_invoice' as const),
  paymentStatus: row.paymentStatus.toLowerCase() as Lowercase<typeof row.paymentStatus>,
  /** Filled by the API (it holds the signing secret): see api/partner-api/payment-urls.ts. */
  paymentUrl: null as string | null,
  paymentLinkExpiresAt: row.paymentLink?.expiresAt.toISOString() ?? null,
  states: row.states,
  packages: row.packages,
  services: row.services,
  entities: row.entities.map((e) => ({ state: e.stateCode, businessName: e.businessName, entityType: e.entityType })),
  ...priceView(row.totalUSD, row.breakdown as unknown as BreakdownLine[]),
  livemode: !row.testMode,
  createdAt: row.createdAt.toISOString(),
});

type EntityRow = Prisma.FormedEntityGetPayload<{ include: { order: { select: { testMode: true } } } }>;
export const entityView = (row: EntityRow) => ({
  id: row.id,
  object: 'entity' as const,
  order: row.orderId,
  state: row.stateCode,
  businessName: row.businessName,
  entityType: row.entityType,
  formedOn: row.formedOn.toISOString().slice(0, 10),
  livemode: !row.order.testMode,
});
