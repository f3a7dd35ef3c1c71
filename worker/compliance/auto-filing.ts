// Automatic filing, a step of the daily compliance scan: for each annual-report obligation of an entity on
// automatic filing that falls due within AUTOFILE_LEAD_DAYS, one ANNUAL_REPORT order, charged off-session to the
// client's card on file (their Stripe customer's default payment method) and started on the pipeline once paid.
//
// Exactly once: the order's key and the AutoFiling row are unique per obligation in the database, and the charge is
// one PaymentIntent per obligation (created with the idempotency key `autofile-<obligation>`, later confirmed again
// with a key per day), so restarts, retried jobs and several workers find what the first one made. A charge that
// fails or needs the client emails them once a link to pay, shows 'waiting on payment' to staff and is tried again
// on each day's scan until the due date; then staff are alerted (once).
import type Stripe from 'stripe';
import { formatCalendarDate } from '../../domain/calendar-dates';
import { registrationOf } from '../../domain/compliance-rules';
import { emailDay } from '../../domain/email-dates';
import { annualReport } from '../../domain/kinds/annual-report';
import { usd } from '../../domain/money-text';
import { annualReportRule } from '../../domain/order-kind-plans';
import type { Log } from '../../platform/infra/log';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { loadStripe } from '../../platform/infra/stripe';
import {
  applySucceededIntent,
  cardOnFileId,
  ORDER_CURRENCY,
  recordPaymentIntent,
  refundExtraPayment,
} from '../../platform/services/billing';
import {
  type AutoFilingCandidate,
  type AutoFilingRow,
  autoFilingCandidates,
  createAutoFiling,
  linkOrderPaymentIntent,
  markAutoFilingEscalated,
  markAutoFilingPaid,
  recordAutoFilingCharged,
  recordAutoFilingUnpaid,
  sendOnce,
  underAutoFilingLock,
} from '../../platform/services/compliance';
import { staffEmails } from '../../platform/services/identity';
import { findOrCreateEntityOrder } from '../../platform/services/orders';

/** Reminder keys (ComplianceReminder) that make each of these emails go out once per obligation. */
export const AUTOFILE_PAY_LINK = 'autofile-pay-link';
export const AUTOFILE_ESCALATED = 'autofile-unpaid';

export interface AutoFilingDeps {
  db: Db;
  stripe: Stripe | null;
  mailer: Mailer;
  log: Log;
  publicUrl: string;
  leadDays: number;
}

export interface AutoFilingResult {
  ordered: number;
  charged: number;
  waitingOnPayment: number;
  escalated: number;
}

const BATCH = 200;

type Outcome = 'charged' | 'waiting' | 'escalated' | 'skipped';

export async function runAutoFiling(deps: AutoFilingDeps, today: Date): Promise<AutoFilingResult> {
  const { db, log, leadDays } = deps;
  const result: AutoFilingResult = { ordered: 0, charged: 0, waitingOnPayment: 0, escalated: 0 };
  let cursor: string | undefined;
  for (;;) {
    const batch = await autoFilingCandidates(db, today, leadDays, BATCH, cursor);
    for (const obligation of batch) {
      const { entity } = obligation;
      const rule = annualReportRule(entity.stateCode, entity.entityType, registrationOf(entity));
      if (rule?.id !== obligation.ruleId) continue;
      // Turned on after the due date passed: the overdue reminders cover it, no order is placed late.
      if (!obligation.autoFiling && obligation.dueDate < today) continue;
      try {
        if (!obligation.autoFiling) result.ordered++;
        const outcome = await fileOne(deps, obligation, today);
        if (outcome === 'charged') result.charged++;
        if (outcome === 'waiting') result.waitingOnPayment++;
        if (outcome === 'escalated') result.escalated++;
      } catch (err) {
        // One obligation must not stop the others; its rows say where it stands, the next scan goes on from there.
        log.error({ obligation: obligation.id, err: (err as Error).message }, 'automatic filing failed');
      }
    }
    if (batch.length < BATCH) break;
    cursor = batch[batch.length - 1].id;
  }
  if (result.ordered || result.charged || result.waitingOnPayment || result.escalated)
    log.info({ day: formatCalendarDate(today), ...result }, 'automatic filing done');
  return result;
}

/**
 * One obligation at a time across workers: a transaction holds its advisory lock while the order and the charge
 * are made (on other connections); a scan that finds it held leaves the obligation to the one holding it.
 */
async function fileOne(deps: AutoFilingDeps, obligation: AutoFilingCandidate, today: Date): Promise<Outcome> {
  const outcome = await underAutoFilingLock(deps.db, obligation.id, async (filing): Promise<Outcome> => {
    if (filing && (filing.status === 'PAID' || filing.status === 'ESCALATED')) return 'skipped';
    return fileLocked(deps, { ...obligation, autoFiling: filing }, today);
  });
  return outcome ?? 'skipped';
}

/** The obligation's order (created once), then its charge; what became of it. */
async function fileLocked(deps: AutoFilingDeps, obligation: AutoFilingCandidate, today: Date): Promise<Outcome> {
  const { db } = deps;
  let filing = obligation.autoFiling;
  if (!filing) {
    const { order } = await findOrCreateEntityOrder(db, {
      entityId: obligation.entityId,
      kind: annualReport.kind,
      details: {},
      checkoutKey: `autofile:${obligation.id}`,
      // The client's open order for this obligation (checkout opened on the entity page) is adopted and charged.
      obligationId: obligation.id,
    });
    filing = await createAutoFiling(db, obligation.id, order.id);
  }
  // Staff canceled the order before it was paid: automatic filing charges nothing more for this obligation.
  if (filing.order.status === 'CANCELED') return 'skipped';
  if (filing.order.paymentStatus === 'PAID') {
    await markAutoFilingPaid(db, filing.id);
    return 'skipped';
  }
  if (obligation.dueDate < today) return escalate(deps, obligation, filing.id);
  // A card that failed is tried once a day (the client may pay from the link meanwhile).
  if (filing.status === 'WAITING_PAYMENT' && filing.lastAttemptOn?.getTime() === today.getTime()) return 'skipped';
  return charge(deps, obligation, filing, today);
}

async function charge(
  deps: AutoFilingDeps,
  obligation: AutoFilingCandidate,
  filing: AutoFilingRow,
  today: Date,
): Promise<Outcome> {
  const { db, stripe } = deps;
  const { order } = filing;
  // An organisation's entity: the organisation's card on file (set by its owners); else the client's.
  const customer = obligation.entity.organization?.stripeCustomerId ?? obligation.entity.user?.stripeCustomerId ?? null;
  if (!stripe) throw new Error('Payments are not configured (STRIPE_SECRET_KEY): automatic filing cannot charge');
  // The client's card on file, as it is now: a card changed since turning automatic filing on is the one charged.
  const paymentMethod = await cardOnFileId(stripe, customer);
  if (!customer || !paymentMethod)
    return unpaid(deps, obligation, filing, today, 'No card is kept for automatic filing.');
  let intent: Stripe.PaymentIntent;
  try {
    if (!order.stripePaymentIntentId) {
      intent = await stripe.paymentIntents.create(
        {
          amount: order.totalUSD,
          currency: ORDER_CURRENCY,
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          metadata: { orderId: order.id, obligationId: obligation.id },
          receipt_email: order.contactEmail,
          description: `Annual report ${order.id.slice(0, 8)} (automatic filing)`,
        },
        { idempotencyKey: `autofile-${obligation.id}` },
      );
    } else {
      intent = await stripe.paymentIntents.retrieve(order.stripePaymentIntentId);
      if (intent.status !== 'succeeded' && intent.status !== 'processing') {
        if (!intent.customer) intent = await stripe.paymentIntents.update(intent.id, { customer });
        intent = await stripe.paymentIntents.confirm(
          intent.id,
          { payment_method: paymentMethod, off_session: true },
          { idempotencyKey: `autofile-${obligation.id}-${formatCalendarDate(today)}` },
        );
      }
    }
  } catch (err) {
    const { errors } = loadStripe();
    if (!(err instanceof errors.StripeCardError)) throw err;
    if (err.payment_intent) {
      await recordPaymentIntent(db, order.id, err.payment_intent);
      await linkOrderPaymentIntent(db, order.id, err.payment_intent.id);
    }
    return unpaid(deps, obligation, filing, today, err.message, err.code);
  }
  await recordPaymentIntent(db, order.id, intent);
  await linkOrderPaymentIntent(db, order.id, intent.id);
  if (intent.status === 'succeeded') {
    const applied = await applySucceededIntent(db, intent);
    if (applied.kind === 'extra') {
      // Paid meanwhile by another order for this obligation: this charge is refunded, the obligation is paid.
      await refundExtraPayment(stripe, db, intent.id);
      await markAutoFilingPaid(db, filing.id);
      return 'skipped';
    }
    await recordAutoFilingCharged(db, filing, today, {
      obligationId: obligation.id,
      paymentIntentId: intent.id,
      amountCents: intent.amount,
    });
    return 'charged';
  }
  // 'processing' settles by webhook; anything else needs the client.
  if (intent.status === 'processing') return 'skipped';
  return unpaid(deps, obligation, filing, today, `The payment needs you (${intent.status}).`);
}

async function unpaid(
  deps: AutoFilingDeps,
  obligation: AutoFilingCandidate,
  filing: AutoFilingRow,
  today: Date,
  reason: string,
  code?: string,
): Promise<Outcome> {
  const { db, mailer, publicUrl } = deps;
  await recordAutoFilingUnpaid(db, filing, today, obligation.id, reason, code);
  const to = obligation.entity.user?.email ?? filing.order.contactEmail;
  const { entity } = obligation;
  const message: MailMessage = {
    to,
    subject: `Payment needed: ${obligation.title} for ${entity.businessName}`,
    text: [
      `We ordered the ${obligation.title.toLowerCase()} for ${entity.businessName} (${entity.stateCode}), due on ` +
        `${emailDay(obligation.dueDate)}, as you asked with automatic filing, but the charge of ` +
        `${usd(filing.order.totalUSD)} to your card did not go through: ${reason}`,
      `Pay here and we file it: ${publicUrl}/entities/${entity.id}`,
      `We try your card again each day until the due date.`,
    ].join('\n\n'),
  };
  await sendOnce(db, obligation.id, AUTOFILE_PAY_LINK, message, mailer);
  return 'waiting';
}

/** Past the due date and still unpaid: staff are told once, and the scan stops charging it. */
async function escalate(deps: AutoFilingDeps, obligation: AutoFilingCandidate, filingId: string): Promise<Outcome> {
  const { db, mailer, publicUrl, log } = deps;
  await markAutoFilingEscalated(db, filingId);
  const staff = await staffEmails(db, 'compliance');
  if (!staff.length) {
    log.warn(
      { obligation: obligation.id },
      'automatic filing: unpaid past its due date but no compliance staff to tell',
    );
    return 'escalated';
  }
  const { entity } = obligation;
  await sendOnce(
    db,
    obligation.id,
    AUTOFILE_ESCALATED,
    {
      to: staff.join(', '),
      subject: `Unpaid automatic filing past due: ${obligation.title} for ${entity.businessName} (${entity.stateCode})`,
      text: [
        `${obligation.title} for ${entity.businessName} (${entity.stateCode}) was due on ${emailDay(obligation.dueDate)}. ` +
          'Automatic filing ordered it but the client has not paid: the card was refused and the pay link was not used.',
        `Client: ${entity.user?.email ?? ''}`,
        `Compliance list: ${publicUrl}/admin/compliance`,
      ].join('\n\n'),
    },
    mailer,
  );
  return 'escalated';
}
