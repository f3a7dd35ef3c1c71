// The client's emails about money and what they pay for: queued as an outbox entry in the same transaction as the
// change (so a change rolled back sends nothing), sent by the worker once per entry.
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { RenewalChangeBy } from '../../../domain/renewal-emails';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';

export type ClientNotice =
  /** An order paid by a client who already has a password (a new client's invitation says it instead). */
  | { notice: 'order-paid'; orderId: string }
  /** A paid order canceled by staff and refunded. */
  | { notice: 'order-refunded'; orderId: string; refundId: string; amountCents: number }
  | { notice: 'renewal-cancelled' | 'renewal-resumed'; renewalId: string; by: RenewalChangeBy }
  /** A renewal's yearly charge, paid or refused (one email per invoice). */
  | {
      notice: 'renewal-charged' | 'renewal-payment-failed';
      renewalId: string;
      invoiceId: string;
      amountCents: number;
    }
  /** A membership's invoice, paid or refused (one email per invoice). */
  | {
      notice: 'membership-charged' | 'membership-payment-failed';
      userId: string;
      planId: string;
      invoiceId: string;
      amountCents: number;
    }
  /** The client's card on file changed, from this entity's page. */
  | { notice: 'card-on-file-changed'; entityId: string; brand: string; last4: string; change?: string }
  | {
      notice: 'auto-file-switched';
      entityId: string;
      enabled: boolean;
      byStaff: boolean;
      card: { brand: string; last4: string } | null;
    }
  /** An organisation's card on file changed (to its owners and whoever changed it). */
  | {
      notice: 'organization-card-changed';
      organizationId: string;
      byUserId: string;
      brand: string;
      last4: string;
      change?: string;
    }
  /** Automatic filing switched for several of an organisation's companies at once (the ones it changed). */
  | {
      notice: 'organization-auto-file-switched';
      organizationId: string;
      byUserId: string;
      enabled: boolean;
      entityIds: string[];
      card: { brand: string; last4: string } | null;
    };

/** @internal The notice types, for the docs table's test. */
export const CLIENT_NOTICES = [
  'order-paid',
  'order-refunded',
  'renewal-cancelled',
  'renewal-resumed',
  'renewal-charged',
  'renewal-payment-failed',
  'membership-charged',
  'membership-payment-failed',
  'card-on-file-changed',
  'auto-file-switched',
  'organization-card-changed',
  'organization-auto-file-switched',
] as const satisfies readonly ClientNotice['notice'][];

/**
 * Names a card change by the SetupIntent that made it and the card it replaced: the same change retried (a second
 * click, a retried request) is one event, while going back to an earlier card is a new one.
 */
export const cardChangeName = (setupIntentId: string, replaced: string | null) =>
  `${setupIntentId}:${replaced ?? 'none'}`;

/** Queues the notice's email with the transaction (or client) that makes the change. */
export function queueClientNotice(tx: Pick<Prisma.TransactionClient, 'outboxEntry'>, notice: ClientNotice) {
  return tx.outboxEntry.create({
    data: { kind: OUTBOX_KINDS.clientNoticeEmail, payload: notice as Prisma.InputJsonValue },
    select: { id: true },
  });
}

const RENEWAL_CHANGE_BY: readonly RenewalChangeBy[] = ['client', 'staff', 'dissolution'];

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The notice an outbox entry carries; throws on one no version of the product writes. */
export function parseClientNotice(payload: unknown): ClientNotice {
  const p = (payload ?? {}) as Record<string, unknown>;
  const id = (key: string) => {
    const value = p[key];
    if (typeof value !== 'string' || !isUuid(value))
      throw new Error(`${OUTBOX_KINDS.clientNoticeEmail} ${String(p.notice)} needs a ${key}`);
    return value;
  };
  const card = p.card as { brand?: unknown; last4?: unknown } | null | undefined;
  const cardOf = () => (card && text(card.brand) && text(card.last4) ? { brand: card.brand, last4: card.last4 } : null);
  // Entries queued before card changes were named have none.
  const change = text(p.change) ? { change: p.change } : {};
  switch (p.notice) {
    case 'order-paid':
      return { notice: p.notice, orderId: id('orderId') };
    case 'order-refunded':
      if (!text(p.refundId) || typeof p.amountCents !== 'number') throw new Error('order-refunded needs the refund');
      return { notice: p.notice, orderId: id('orderId'), refundId: p.refundId, amountCents: p.amountCents };
    case 'renewal-cancelled':
    case 'renewal-resumed':
      return {
        notice: p.notice,
        renewalId: id('renewalId'),
        by: RENEWAL_CHANGE_BY.find((by) => by === p.by) ?? 'client',
      };
    case 'renewal-charged':
    case 'renewal-payment-failed':
      if (!text(p.invoiceId) || typeof p.amountCents !== 'number') throw new Error(`${p.notice} needs the invoice`);
      return { notice: p.notice, renewalId: id('renewalId'), invoiceId: p.invoiceId, amountCents: p.amountCents };
    case 'membership-charged':
    case 'membership-payment-failed':
      if (!text(p.planId) || !text(p.invoiceId) || typeof p.amountCents !== 'number')
        throw new Error(`${p.notice} needs the plan and the invoice`);
      return {
        notice: p.notice,
        userId: id('userId'),
        planId: p.planId,
        invoiceId: p.invoiceId,
        amountCents: p.amountCents,
      };
    case 'card-on-file-changed':
      if (!text(p.brand) || !text(p.last4)) throw new Error('card-on-file-changed needs the card');
      return { notice: p.notice, entityId: id('entityId'), brand: p.brand, last4: p.last4, ...change };
    case 'auto-file-switched':
      return {
        notice: p.notice,
        entityId: id('entityId'),
        enabled: p.enabled === true,
        byStaff: p.byStaff === true,
        card: cardOf(),
      };
    case 'organization-card-changed':
      if (!text(p.brand) || !text(p.last4)) throw new Error('organization-card-changed needs the card');
      return {
        notice: p.notice,
        organizationId: id('organizationId'),
        byUserId: id('byUserId'),
        brand: p.brand,
        last4: p.last4,
        ...change,
      };
    case 'organization-auto-file-switched': {
      const entityIds = Array.isArray(p.entityIds) ? p.entityIds.filter((e) => typeof e === 'string' && isUuid(e)) : [];
      return {
        notice: p.notice,
        organizationId: id('organizationId'),
        byUserId: id('byUserId'),
        enabled: p.enabled === true,
        entityIds,
        card: cardOf(),
      };
    }
    default:
      throw new Error(`${OUTBOX_KINDS.clientNoticeEmail}: unknown notice ${String(p.notice)}`);
  }
}

/**
 * What makes a notice one event: its invoice, order or card change where it has one (several entries may tell it),
 * else its entry.
 */
export function clientNoticeKey(notice: ClientNotice, entryId: string): string {
  switch (notice.notice) {
    case 'order-paid':
      return `order-paid:${notice.orderId}`;
    case 'order-refunded':
      return `order-refunded:${notice.refundId}`;
    case 'renewal-charged':
    case 'renewal-payment-failed':
    case 'membership-charged':
    case 'membership-payment-failed':
      return `${notice.notice}:${notice.invoiceId}`;
    case 'card-on-file-changed':
    case 'organization-card-changed':
      return notice.change ? `${notice.notice}:${notice.change}` : `client-notice:${entryId}`;
    default:
      return `client-notice:${entryId}`;
  }
}
