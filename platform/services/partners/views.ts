// Rows as the partner API answers them.
import { recordsEin } from '../../../domain/kinds';
import { metadataOf } from '../../../domain/partner-api/metadata';
import type { Prisma } from '../../../prisma/generated/client';

type CustomerRow = Prisma.PartnerCustomerGetPayload<object>;
export const customerView = (row: CustomerRow) => ({
  id: row.id,
  object: 'customer' as const,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  metadata: metadataOf(row.metadata),
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

export const partnerOrderInclude = {
  entities: { orderBy: { stateCode: 'asc' as const } },
  paymentLink: true,
  filings: { orderBy: { stateCode: 'asc' as const } },
  entity: { select: { ein: true } },
  assets: {
    where: { deletedAt: null },
    select: { id: true },
    orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }],
  },
} satisfies Prisma.OrderInclude;
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
  /** Each state's filing: its outcome, the state's confirmation number and the day it was filed. */
  filings: row.filings.map((f) => ({
    state: f.stateCode,
    status: f.status.toLowerCase() as Lowercase<typeof f.status>,
    confirmationNumber: f.confirmationNumber,
    filedOn: f.filedAt?.toISOString().slice(0, 10) ?? null,
    rejectionReason: f.rejectionReason,
  })),
  /** An EIN order's number, once the IRS assigned it (on the entity from the order's completion). */
  ein: recordsEin(row.kind) ? (row.entity?.ein ?? einFiled(row.filings)) : null,
  documents: row.assets.map((asset) => asset.id),
  metadata: metadataOf(row.metadata),
  ...priceView(row.totalUSD, row.breakdown as unknown as BreakdownLine[]),
  livemode: !row.testMode,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** An EIN order's filing is the IRS's assignment: its confirmation number is the EIN. */
const einFiled = (filings: { status: string; confirmationNumber: string | null }[]) =>
  filings.find((f) => f.status === 'FILED')?.confirmationNumber ?? null;

type EntityRow = Prisma.FormedEntityGetPayload<{ include: { order: { select: { testMode: true } } } }>;
export const entityView = (row: EntityRow) => ({
  id: row.id,
  object: 'entity' as const,
  // a partner's entities are always formed by its orders
  order: row.orderId ?? '',
  state: row.stateCode,
  businessName: row.businessName,
  entityType: row.entityType,
  formedOn: row.formedOn.toISOString().slice(0, 10),
  /** The IRS employer identification number, once an EIN order assigned it. */
  ein: row.ein,
  livemode: !(row.order?.testMode ?? false),
});
