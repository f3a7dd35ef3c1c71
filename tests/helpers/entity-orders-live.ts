// The steps of an order for a formed entity on a live stack, as its client and staff take them through the API:
// a client with a formed entity, the order paid through the signed webhook, and staff moving it through its kind's
// plan (signatures only where the plan has them, an EIN's submission to the IRS, a good standing's certificate).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { planSteps } from '../../domain/order-kind-stages';
import type { PipelineState } from '../../domain/pipeline';
import { upsertUser } from '../../platform/services/identity';
import { onboardingWorkflowId, pipelineQuery } from '../../workflows/definitions';
import { TestAgent } from './api';
import { formEntities } from './compliance';
import type { LiveStack } from './live-stack';
import { type PaymentsContext, paymentEvent, signedDelivery } from './payments';
import { signatureRequestsWritten, signPending } from './signing';
import { multipartBody, pdfBytes, sha256 } from './uploads';
import { waitFor } from './wait-for';

export function entityOrderSteps(live: LiveStack<PaymentsContext>) {
  const handleFor = (orderId: string) => live.temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const pipeline = (orderId: string) => handleFor(orderId).query(pipelineQuery) as Promise<PipelineState>;
  const orderRow = (orderId: string) => live.ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });

  /** A signed-in client owning a Wyoming LLC named 'Twin Name LLC' (every client's has that name). */
  async function clientWithEntity() {
    const email = `entity-live-${randomUUID()}@test.example`;
    const user = await upsertUser(live.ctx.db, { email, password: 'client-password-1234', role: 'CLIENT' });
    const agent = new TestAgent(live.ctx.app);
    await agent.login(email, 'client-password-1234');
    const { obligations } = await formEntities(
      live.ctx.db,
      user.id,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Twin Name LLC' }],
      parseCalendarDate('2026-02-10')!,
    );
    return { agent, userId: user.id, entityId: obligations[0].entityId };
  }

  /** Orders and pays the kind; answers the order id once its workflow has recorded the payment. */
  async function orderAndPay(agent: TestAgent, entityId: string, kind: string, details: object) {
    const response = await agent.request({
      method: 'POST',
      url: `/api/entities/${entityId}/orders`,
      payload: { kind, details },
      csrf: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json() as { orderId: string };
    const row = await orderRow(orderId);
    const event = paymentEvent('payment_intent.succeeded', {
      id: row.stripePaymentIntentId!,
      amount: row.totalUSD,
      metadata: { orderId },
    });
    const paid = await live.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(event)),
    });
    expect(paid.statusCode).toBe(200);
    await waitFor(
      async () => (await pipeline(orderId).catch(() => null))?.history.some((h) => h.action === 'paid'),
      30_000,
      50,
    );
    return orderId;
  }

  const staffAction = (staff: TestAgent, orderId: string, payload: object) =>
    staff.request({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, payload, csrf: true });

  async function act(staff: TestAgent, orderId: string, payload: object) {
    const response = await staffAction(staff, orderId, payload);
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Staff approve; answers once the documents are generated. */
  async function approveAndGenerate(staff: TestAgent, orderId: string) {
    await act(staff, orderId, { action: 'approve' });
    await waitFor(async () => !(await pipeline(orderId)).generating, 60_000, 100);
  }

  /** From generated documents to the filing step: confirm, the client signs where the plan asks. */
  async function toFiling(staff: TestAgent, client: TestAgent, orderId: string) {
    const { kind } = await orderRow(orderId);
    await act(staff, orderId, { action: 'confirmDocuments' });
    if (planSteps(kind).includes('signature')) {
      await signatureRequestsWritten(live.ctx.db, orderId, 1);
      await signPending(client, orderId, 'Casey Client');
    }
    await waitFor(async () => (await pipeline(orderId)).stage === 'FILING', 30_000, 50);
  }

  /**
   * From generated documents to the outcome's turn: confirm, the client signs where the plan asks, the order
   * files; a plan with a submission has it recorded, its outcome refused until then.
   */
  async function toOutcome(staff: TestAgent, client: TestAgent, orderId: string) {
    const { state, kind } = await orderRow(orderId);
    const steps = planSteps(kind);
    await toFiling(staff, client, orderId);
    if (steps.includes('submission')) {
      const early = {
        action: 'recordFiling',
        stateCode: state,
        confirmationNumber: '12-0000000',
        filedAt: '2026-11-27',
      };
      expect((await staffAction(staff, orderId, early)).statusCode).toBe(409);
      await act(staff, orderId, {
        action: 'recordSubmission',
        stateCode: state,
        submittedAt: '2026-11-27',
        note: 'Faxed',
      });
    }
    if (kind === 'GOOD_STANDING') await uploadCertificate(staff, orderId);
  }

  /** From generated documents to Complete, the outcome recorded with the confirmation (an EIN's is the EIN). */
  async function finish(staff: TestAgent, client: TestAgent, orderId: string, confirmation: string) {
    await toOutcome(staff, client, orderId);
    const { state } = await orderRow(orderId);
    await act(staff, orderId, {
      action: 'recordFiling',
      stateCode: state,
      confirmationNumber: confirmation,
      filedAt: '2026-11-27',
    });
    await waitFor(async () => (await orderRow(orderId)).status === 'COMPLETE', 30_000, 50);
  }

  async function uploadCertificate(staff: TestAgent, orderId: string) {
    const data = pdfBytes(`certificate ${orderId}`);
    const { payload, headers } = await multipartBody(
      { checksum: sha256(data) },
      { name: 'certificate.pdf', data, type: 'application/pdf' },
    );
    const response = await staff.request({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/certificate`,
      payload,
      headers,
      csrf: true,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Staff review, confirm, the client signs, staff record the outcome: the order completes. */
  async function runToCompletion(staff: TestAgent, client: TestAgent, orderId: string, confirmation: string) {
    await approveAndGenerate(staff, orderId);
    await finish(staff, client, orderId, confirmation);
  }

  return {
    handleFor,
    pipeline,
    orderRow,
    clientWithEntity,
    orderAndPay,
    act,
    approveAndGenerate,
    toFiling,
    toOutcome,
    finish,
    uploadCertificate,
    runToCompletion,
  };
}
