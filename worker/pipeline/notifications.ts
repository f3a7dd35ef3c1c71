// Activities that tell people something: staff when an order has waited a day in review, the client when
// the order is complete (after the completion hook), in its kind's words.

import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { completionEmail } from '../../domain/order-emails';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { recordAuditOnce } from '../../platform/services/audit';
import { staffEmails } from '../../platform/services/identity';
import { loadOrderDeliverables, orderFilingsOf, recordOrderCompleted } from '../../platform/services/orders';
import { onOrderCompleted } from './on-order-completed';
import { findOrder } from './order-records';
import { sendOnce, sendToCustomerOnce } from './send-once';

export function createNotificationActivities({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  return {
    /** The n-th daily reminder that an order still waits for a review decision: audit entry and staff email. */
    async remindStaff(input: { orderId: string; reminder: number }): Promise<void> {
      const { orderId, reminder } = input;
      const order = await findOrder(db, orderId);
      const key = `review-reminder:${orderId}:${reminder}`;
      await recordAuditOnce(
        db,
        { action: AUDIT_ACTIONS.orderReviewReminder, target: orderId, details: { reminder } },
        'reminder',
      );
      for (const email of await staffEmails(db, 'pipeline')) {
        await sendOnce(db, mailer, `${key}:${email}`, {
          to: email,
          subject: `Order ${orderId.slice(0, 8)} is waiting for review`,
          text: `The order of ${order.contactFirstName} ${order.contactLastName} (${order.contactEmail}) has waited ${reminder * 24} hours for a review decision.\n\n${publicUrl}/admin/onboarding/${orderId}`,
        });
      }
    },

    /**
     * Runs the completion hook, then tells the client: the company is formed, with what its package has still to
     * deliver (the order completes, and the partner hears `order.completed`, once nothing is pending).
     */
    async completeOrder(input: { orderId: string }): Promise<void> {
      const order = await findOrder(db, input.orderId);
      await onOrderCompleted(db, order.id);
      await recordOrderCompleted(db, order.id);
      const filings = await orderFilingsOf(db, order.id);
      const { completionBlocker } = await loadOrderDeliverables(db, order.id);
      await sendToCustomerOnce(db, mailer, order, `order-complete:${order.id}`, {
        to: order.contactEmail,
        ...completionEmail({ ...order, filings, stillToDeliver: completionBlocker }, `${publicUrl}/orders/${order.id}`),
      });
    },
  };
}
