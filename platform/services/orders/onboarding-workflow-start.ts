// The order rows the outbox reads and writes around starting an order's onboarding workflow.
import type { Db } from '../../infra/prisma';

/** What the workflow's search attributes and memo are made of (null if the order is gone). */
export function orderForWorkflowStart(db: Db, orderId: string) {
  return db.order.findUnique({
    where: { id: orderId },
    select: {
      contactFirstName: true,
      contactLastName: true,
      contactEmail: true,
      contactCompany: true,
      states: true,
      packages: true,
      services: true,
      totalUSD: true,
      paidAt: true,
    },
  });
}

/** Links the order to its workflow unless it is linked already (a redelivered entry changes nothing). */
export async function recordOnboardingWorkflow(db: Db, orderId: string, workflowId: string): Promise<void> {
  await db.order.updateMany({ where: { id: orderId, workflowId: null }, data: { workflowId } });
}
