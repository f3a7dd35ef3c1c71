// Renewals over the simulated year. Each day after the scan: the notices it sent are noted with their day, clients
// who decided to leave cancel their renewals CANCEL_DAYS_AFTER_NOTICE days after the notice (through the service the
// entity page's Cancel button calls), and Stripe's clock moves to the day (the stand-in's test clock charges each
// subscription whose period ends, or ends it uncharged when cancelled at period end), its webhooks reaching the API.
import type Stripe from 'stripe';
import { formatCalendarDate } from '../../domain/calendar-dates';
import type { Db } from '../../platform/infra/prisma';
import { cancelRenewal } from '../../platform/services/renewals';
import type { StubBilling } from '../../stand-ins/stripe-billing';
import type { SimulatedEntity } from './population';

export const RENEWAL_NOTICE_DAYS = 30;
const CANCEL_DAYS_AFTER_NOTICE = 10;
const DAY_MS = 86_400_000;
/** The daily scan's hour: Stripe's clock is moved to it, after the day's scan. */
const SCAN_HOUR_MS = 13 * 3_600_000;

export interface RenewalNoticeSeen {
  renewalId: string;
  chargeOn: Date;
  /** The simulated day whose scan sent it. */
  day: Date;
}

export interface RenewalFigures {
  renewals: number;
  /** Charge dates within the year. */
  due: number;
  noticedInTime: number;
  charged: number;
  cancelled: number;
  cancelledCharged: number;
}

export class RenewalYear {
  readonly notices = new Map<string, RenewalNoticeSeen>();
  readonly cancelled = new Set<string>();

  constructor(
    private readonly deps: { db: Db; stripe: Stripe; stubUrl: string; billing: StubBilling },
    private readonly entities: SimulatedEntity[],
  ) {}

  async afterScan(day: Date): Promise<void> {
    const { db, stripe, stubUrl, billing } = this.deps;
    for (const notice of await db.renewalNotice.findMany()) {
      if (!this.notices.has(notice.id))
        this.notices.set(notice.id, { renewalId: notice.renewalId, chargeOn: notice.chargeOn, day });
    }
    const leaving = new Set(this.entities.filter((e) => e.cancelsRenewals).map((e) => e.entityId));
    for (const notice of this.notices.values()) {
      if (this.cancelled.has(notice.renewalId)) continue;
      if (day.getTime() - notice.day.getTime() !== CANCEL_DAYS_AFTER_NOTICE * DAY_MS) continue;
      const renewal = await db.serviceRenewal.findUniqueOrThrow({ where: { id: notice.renewalId } });
      if (!leaving.has(renewal.entityId)) continue;
      await cancelRenewal(stripe, db, renewal.id);
      this.cancelled.add(renewal.id);
    }
    const to = Math.floor((day.getTime() + SCAN_HOUR_MS) / 1000);
    const answer = await fetch(`${stubUrl}/__test/subscriptions/advance`, {
      method: 'POST',
      body: JSON.stringify({ to }),
    });
    if (!answer.ok) throw new Error(`the stand-in's clock did not move: ${await answer.text()}`);
    await billing.delivered();
  }

  /** The renewals' figures and breaches at the end of the year. */
  async check(end: Date): Promise<{ figures: RenewalFigures; lines: string[]; breaches: string[] }> {
    const { db, billing } = this.deps;
    const breaches: string[] = [];
    const renewals = await db.serviceRenewal.findMany();
    const cycleCharges = (subscriptionId: string | null) =>
      [...billing.invoices.values()].filter(
        (invoice) =>
          invoice.billing_reason === 'subscription_cycle' &&
          invoice.status === 'paid' &&
          invoice.parent.subscription_details.subscription === subscriptionId,
      ).length;
    let due = 0;
    let noticedInTime = 0;
    let charged = 0;
    let cancelledCharged = 0;
    for (const renewal of renewals) {
      const notices = [...this.notices.values()].filter((n) => n.renewalId === renewal.id);
      const label = `${renewal.serviceId} renewal ${renewal.id.slice(0, 8)}`;
      const first = notices[0];
      if (!first) {
        breaches.push(`${label}: no notice`);
        continue;
      }
      if (first.chargeOn > end) continue;
      due++;
      if (notices.length !== 1) breaches.push(`${label}: ${notices.length} notices`);
      const ahead = Math.round((first.chargeOn.getTime() - first.day.getTime()) / DAY_MS);
      if (ahead === RENEWAL_NOTICE_DAYS) noticedInTime++;
      else breaches.push(`${label}: noticed ${ahead} days before ${formatCalendarDate(first.chargeOn)}`);
      const charges = cycleCharges(renewal.stripeSubscriptionId);
      if (this.cancelled.has(renewal.id)) {
        cancelledCharged += charges;
        if (charges) breaches.push(`${label}: cancelled but charged ${charges} times`);
        if (renewal.status !== 'canceled') breaches.push(`${label}: cancelled but ${renewal.status}`);
        continue;
      }
      if (charges === 1) charged++;
      else breaches.push(`${label}: charged ${charges} times`);
      if (!renewal.lastChargedAt) breaches.push(`${label}: the charge never reached the renewal (webhook)`);
    }
    const figures = {
      renewals: renewals.length,
      due,
      noticedInTime,
      charged,
      cancelled: this.cancelled.size,
      cancelledCharged,
    };
    return {
      figures,
      breaches,
      lines: [
        `renewals: ${renewals.length}, due in the year: ${due}, noticed ${RENEWAL_NOTICE_DAYS} days ahead (once): ${noticedInTime}, charged once: ${charged}, cancelled: ${this.cancelled.size} (charged: ${cancelledCharged})`,
      ],
    };
  }
}
