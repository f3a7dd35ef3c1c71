// Activities of the onboarding workflow: the database writes behind each pipeline step.
import { ApplicationFailure } from '@temporalio/activity';
import type { Db } from '../api/lib/prisma';
import { createObligationsForOrder } from '../api/services/compliance/create-obligations';
import { type PipelineStage, statusForStage } from '../domain/order-stages';

export function createActivities(db: Db) {
  return {
    /** Records the order's stage (and the matching status) with an `order.stage` audit entry. Idempotent. */
    async setOrderStage(orderId: string, stage: PipelineStage): Promise<void> {
      const status = statusForStage(stage);
      await db.$transaction(async (tx) => {
        const order = await tx.order.findUnique({ where: { id: orderId }, select: { stage: true, status: true } });
        if (!order) throw ApplicationFailure.nonRetryable(`Order ${orderId} not found`, 'OrderNotFound');
        if (order.stage === stage && order.status === status) return;
        await tx.order.update({ where: { id: orderId }, data: { stage, status } });
        await tx.auditEntry.create({
          data: { action: 'order.stage', target: orderId, details: { stage, status, previousStage: order.stage } },
        });
      });
      if (stage === 'COMPLETE') await createObligationsForOrder(db, orderId);
    },

    /** Marks the order CANCELED with an `order.canceled` audit entry. Idempotent. */
    async cancelOrder(orderId: string, reason?: string): Promise<void> {
      await db.$transaction(async (tx) => {
        const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true, stage: true } });
        if (!order) throw ApplicationFailure.nonRetryable(`Order ${orderId} not found`, 'OrderNotFound');
        if (order.status === 'CANCELED') return;
        await tx.order.update({ where: { id: orderId }, data: { status: 'CANCELED' } });
        await tx.auditEntry.create({
          data: { action: 'order.canceled', target: orderId, details: { stage: order.stage, reason: reason ?? null } },
        });
      });
    },
  };
}

export type OnboardingActivities = ReturnType<typeof createActivities>;
