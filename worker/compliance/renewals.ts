// Renewals, a step of the daily compliance scan: cancels the renewals of dissolved entities, makes the Stripe
// subscription of each new renewal (billing from the formation anniversary), then emails each renewal's notice RENEWAL_NOTICE_DAYS before its charge, once (a later
// scan inside the window sends it if that day was missed; never after the charge date). Safe to run twice at once.
import type Stripe from 'stripe';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { formatCalendarDate } from '../../domain/calendar-dates';
import type { Log } from '../../platform/infra/log';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { recordAudit } from '../../platform/services/audit';
import {
  arrangeRenewal,
  cancelRenewal,
  renewalsOfDissolved,
  renewalsToArrange,
  renewalsToNotice,
  sendRenewalNotice,
} from '../../platform/services/renewals';

export interface RenewalDeps {
  db: Db;
  stripe: Stripe | null;
  mailer: Mailer;
  log: Log;
  publicUrl: string;
  noticeDays: number;
}

export interface RenewalResult {
  arranged: number;
  notices: number;
  /** Cancelled because their entity was dissolved. */
  ended: number;
}

const BATCH = 200;

export async function runRenewals(deps: RenewalDeps, today: Date): Promise<RenewalResult> {
  const { db, stripe, log } = deps;
  const result: RenewalResult = { arranged: 0, notices: 0, ended: 0 };
  // A dissolved company needs none of its services again: each renewal ends with the year paid for.
  for (const renewal of await renewalsOfDissolved(db, BATCH)) {
    try {
      await cancelRenewal(stripe, db, renewal.id, 'dissolution');
      await recordAudit(db, {
        action: AUDIT_ACTIONS.complianceRenewalCancelled,
        target: renewal.id,
        details: { entityId: renewal.entityId, serviceId: renewal.serviceId, via: 'entity dissolved' },
      });
      result.ended++;
    } catch (err) {
      log.error({ renewal: renewal.id, err: (err as Error).message }, 'renewal of a dissolved entity not cancelled');
    }
  }
  if (stripe) {
    for (let cursor: string | undefined; ; ) {
      const batch = await renewalsToArrange(db, cursor, BATCH);
      for (const { id } of batch) {
        try {
          const renewal = await arrangeRenewal(stripe, db, id, today);
          if (renewal.stripeSubscriptionId) result.arranged++;
        } catch (err) {
          // One renewal must not stop the others; it stays pending and the next scan makes it.
          log.error({ renewal: id, err: (err as Error).message }, 'renewal subscription could not be made');
        }
      }
      if (batch.length < BATCH) break;
      cursor = batch[batch.length - 1].id;
    }
  } else log.warn('renewals: payments are not configured (STRIPE_SECRET_KEY), no subscription is made');

  for (let cursor: string | undefined; ; ) {
    const batch = await renewalsToNotice(db, today, deps.noticeDays, cursor, BATCH);
    for (const renewal of batch) {
      try {
        if (await sendRenewalNotice(db, deps.mailer, deps.publicUrl, renewal)) result.notices++;
      } catch (err) {
        log.error({ renewal: renewal.id, err: (err as Error).message }, 'renewal notice failed');
      }
    }
    if (batch.length < BATCH) break;
    cursor = batch[batch.length - 1].id;
  }
  if (result.arranged || result.notices || result.ended)
    log.info({ day: formatCalendarDate(today), ...result }, 'renewals done');
  return result;
}
