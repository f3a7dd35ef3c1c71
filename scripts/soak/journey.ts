// One customer's journey through the production paths: checkout (POST /api/create-payment-intent), the signed
// payment_intent.succeeded webhook, the invitation email's link, and for each order the staff actions its plan
// asks for (driven by what the API shows, so a retried or lost answer never repeats a step), the client's answer
// to a change request, and the client reading its orders and documents.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeStub } from '../../stand-ins/stripe-server';
import type { CaughtMail } from '../go-tools/mail-catcher';
import type { Agent, Reply } from './agent';
import { type Customer, checkoutRecord, type OrderPlan } from './customers';
import { orderLaterKind } from './later-orders';
import type { Recorder } from './recorder';

export const INVITATION_SUBJECT = 'Your order is confirmed: set your password';

export interface JourneyDeps {
  apis: string[];
  recorder: Recorder;
  stub: StripeStub;
  webhookSecret: string;
  mails: () => Promise<CaughtMail[]>;
  staff: Agent[];
  /** No journey waits past this time (then its order counts as stuck). */
  deadline: number;
}

export interface OrderTrace {
  customer: number;
  /** FORMATION, or the later kind a returning customer ordered for its entity. */
  kind: string;
  email: string;
  orderId: string | null;
  intentId: string | null;
  plan: OrderPlan;
  states: string[];
  businessName: string;
  webhookAt: number | null;
  /** The formation whose package included this order (its EIN), or absent for an order the customer placed. */
  includedBy?: string;
  /** Where the order ended as the API showed it, or null when it did not end in time. */
  end: 'COMPLETE' | 'CANCELED' | null;
  error: string | null;
  /** Every staff action sent: its answer status and time. */
  actions: { action: string; status: number; ms: number }[];
  /** Things the client could not do through the API (read its order, list its documents). */
  clientProblems: string[];
  finishedAt: number | null;
}

/** An order's trace before it is placed: what it is, nothing seen yet. */
const newOrderTrace = (
  customer: Customer,
  order: Pick<OrderTrace, 'kind' | 'plan' | 'states' | 'businessName'>,
): OrderTrace => ({
  customer: customer.index,
  email: customer.email,
  ...order,
  orderId: null,
  intentId: null,
  webhookAt: null,
  end: null,
  error: null,
  actions: [],
  clientProblems: [],
  finishedAt: null,
});

export interface CustomerTrace {
  customer: Customer;
  agent: Agent;
  userId: string | null;
  orders: OrderTrace[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const today = () => new Date().toISOString().slice(0, 10);

/** Retries a call while the platform answers 5xx or 409 (a service restarting), until the deadline. */
async function untilAnswered(deadline: number, call: () => Promise<Reply>, ok = (r: Reply) => r.status === 200) {
  for (;;) {
    const reply = await call();
    if (ok(reply) || (reply.status < 500 && reply.status !== 409) || Date.now() > deadline) return reply;
    await sleep(500);
  }
}

async function waitForInvitation(deps: JourneyDeps, email: string): Promise<string> {
  for (;;) {
    const mail = (await deps.mails()).findLast((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT);
    const token = mail && /\/api\/invite\/([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    if (Date.now() > deps.deadline) throw new Error(`no invitation email reached ${email}`);
    await sleep(250);
  }
}

/** Pays one order: intent through the API, the stand-in settles it, a signed webhook to the other API. */
async function pay(deps: JourneyDeps, agent: Agent, record: object, trace: OrderTrace, api: number) {
  const intentId = await startCheckout(deps, agent, record, trace, api);
  trace.webhookAt = Date.now();
  await deliverPaidWebhook(deps, agent, intentId, 1 - api);
}

type PaymentDeps = Pick<JourneyDeps, 'deadline' | 'stub' | 'webhookSecret'>;

interface NamedRecord {
  entityDetails: Record<string, { businessName: string }>;
  businessNames: Record<string, string>;
}

/** A name another customer has already formed in a state is refused: the client adds a word of its own, once. */
function withOwnNames(record: object): object {
  const named = record as NamedRecord;
  const own = (name: string) => name.replace(/ LLC$/, ` ${randomUUID().slice(0, 4)} LLC`);
  return {
    ...record,
    entityDetails: Object.fromEntries(
      Object.entries(named.entityDetails).map(([state, details]) => [
        state,
        { ...details, businessName: own(details.businessName) },
      ]),
    ),
    businessNames: Object.fromEntries(Object.entries(named.businessNames).map(([s, name]) => [s, own(name)])),
  };
}

/** The checkout: the payment intent through the API (the order is created), settled on the Stripe stand-in. */
export async function startCheckout(
  deps: PaymentDeps,
  agent: Agent,
  record: object,
  trace: Pick<OrderTrace, 'orderId' | 'intentId'>,
  api: number,
): Promise<string> {
  const checkout = (orderData: object) =>
    untilAnswered(deps.deadline, () =>
      agent.request('/api/create-payment-intent', {
        method: 'POST',
        body: { amount: 0, orderData },
        api,
        // A returning customer is signed in: its browser sends the CSRF token with every change.
        csrf: true,
      }),
    );
  let started = await checkout(record);
  if (started.status === 400 && started.text().includes('not distinguishable'))
    started = await checkout(withOwnNames(record));
  if (started.status !== 200) throw new Error(`create-payment-intent: ${started.status} ${started.text()}`);
  const { orderId, clientSecret } = started.json<{ orderId: string; clientSecret: string }>();
  const intentId = clientSecret.split('_secret_')[0];
  trace.orderId = orderId;
  trace.intentId = intentId;
  const intent = deps.stub.intents.get(intentId);
  if (!intent) throw new Error(`the Stripe stand-in has no intent ${intentId}`);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  return intentId;
}

/** The signed payment_intent.succeeded webhook of a settled intent, as Stripe delivers it. */
export async function deliverPaidWebhook(deps: PaymentDeps, agent: Agent, intentId: string, api: number) {
  const intent = deps.stub.intents.get(intentId)!;
  const event = {
    id: `evt_soak_${intentId}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.succeeded',
    data: { object: structuredClone(intent) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  const payload = JSON.stringify(event);
  const delivered = await untilAnswered(deps.deadline, () =>
    agent.request('/api/webhooks/stripe', {
      method: 'POST',
      body: payload,
      api,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret }),
      },
    }),
  );
  if (delivered.status !== 200) throw new Error(`webhook: ${delivered.status} ${delivered.text()}`);
}

interface AdminOrder {
  kind: string;
  status: string;
  stage: string;
  deliverables: { id: string; code: string; method: string; status: string; deliveryOrderId: string | null }[];
  states: string[];
  stages: { action: string }[];
  filings: { stateCode: string; status: string }[];
  changeRequest: { id: string } | null;
  pipeline: {
    generating: boolean;
    documents: { key: string; stateCode: string }[];
    allowedActions: string[];
  };
}

/**
 * The next staff action for the order as the API shows it, 'client' when the client must answer a change request,
 * 'sign' when the client must sign the confirmed documents, or null to wait.
 */
function nextStep(
  order: AdminOrder,
  plan: OrderPlan,
  done: Set<string>,
): Record<string, unknown> | 'client' | 'sign' | null {
  const did = (action: string) => done.has(action) || order.stages.some((s) => s.action === action);
  if (!did('paid')) return null;
  switch (order.stage) {
    case 'PENDING_REVIEW':
      if (plan.cancelAt === 'PENDING_REVIEW') return { action: 'cancel', reason: 'The client changed their mind' };
      if (plan.requestChanges && !did('requestChanges'))
        return { action: 'requestChanges', message: 'Please confirm the business name' };
      if (did('requestChanges') && !did('clientResponse')) return 'client';
      return { action: 'approve' };
    case 'DOCUMENTS':
      if (order.pipeline.generating) return null;
      if (plan.cancelAt === 'DOCUMENTS') return { action: 'cancel', reason: 'Duplicate order' };
      if (plan.regenerate && !did('regenerateDocument'))
        return { action: 'regenerateDocument', documentKey: order.pipeline.documents[0]?.key ?? '' };
      // Once confirmed, filing starts when the client has signed (the order stays in DOCUMENTS until then; documents
      // redone after a state's rejection are confirmed and signed again).
      if (!order.pipeline.allowedActions.includes('confirmDocuments')) return 'sign';
      return { action: 'confirmDocuments' };
    case 'FILING': {
      if (plan.cancelAt === 'FILING') return { action: 'cancel', reason: 'The state refused twice' };
      if (plan.rejectState && !did('rejectFiling'))
        return { action: 'rejectFiling', stateCode: plan.rejectState, reason: 'Name not available' };
      const filed = new Set(order.filings.filter((f) => f.status === 'FILED').map((f) => f.stateCode));
      const next = order.states.find((s) => !filed.has(s));
      if (!next) return null;
      // A plan with a submission (an EIN's SS-4 sent to the IRS) has it recorded before its outcome.
      if (order.pipeline.allowedActions.includes('recordSubmission'))
        return { action: 'recordSubmission', stateCode: next, submittedAt: today() };
      const confirmationNumber =
        order.kind === 'EIN'
          ? `${String(Date.now()).slice(-9, -7)}-${String(Date.now()).slice(-7)}`
          : `${next}-${Date.now()}`;
      return { action: 'recordFiling', stateCode: next, confirmationNumber, filedAt: today() };
    }
    default:
      return null;
  }
}

/** What staff do with the order a formation's package includes (the EIN): take it straight to Complete. */
const INCLUDED_PLAN: OrderPlan = { requestChanges: false, regenerate: false, rejectState: null, cancelAt: null };

/**
 * A formation filed with its package's rest still to deliver (In Progress, its pipeline complete): staff mark done
 * what is theirs (the binder) through the order page's route, and take the included EIN's own order through its
 * stages (a trace of its own, checked like a later EIN order). The formation completes when nothing is pending.
 */
async function deliverRest(
  deps: JourneyDeps,
  client: Agent,
  staff: Agent,
  trace: OrderTrace,
  order: AdminOrder,
  include: (included: OrderTrace) => void,
) {
  for (const item of order.deliverables.filter((d) => d.status === 'PENDING')) {
    if (item.method === 'staff') {
      const marked = await staff.request(`/api/admin/orders/${trace.orderId}/deliverables/${item.id}`, {
        method: 'POST',
        body: { action: 'done' },
        csrf: true,
      });
      // 409: marked already (an answer lost to a restart); anything else is read again next round.
      if (marked.status !== 200 && marked.status !== 409 && marked.status < 500)
        throw new Error(`marking ${item.code} done: ${marked.status} ${marked.text()}`);
    } else if (item.deliveryOrderId) {
      const included: OrderTrace = {
        ...trace,
        kind: 'EIN',
        includedBy: trace.orderId!,
        orderId: item.deliveryOrderId,
        intentId: null,
        plan: INCLUDED_PLAN,
        webhookAt: Date.now(),
        end: null,
        actions: [],
        clientProblems: [],
        finishedAt: null,
      };
      include(included);
      const read = await untilAnswered(deps.deadline, () => client.request(`/api/orders/${item.deliveryOrderId}`));
      if (read.status !== 200) throw new Error(`GET its included EIN order: ${read.status}`);
      included.states = read.json<{ states: string[] }>().states;
      await driveOrder(deps, client, included);
    }
  }
}

/** Drives one paid order to the end its plan asks for; the client reads its order along the way. */
async function driveOrder(
  deps: JourneyDeps,
  client: Agent,
  trace: OrderTrace,
  include: (included: OrderTrace) => void = () => {},
) {
  const id = trace.orderId!;
  const driven = new Set<string>();
  const staff = deps.staff[Math.floor(Math.random() * deps.staff.length)];
  const done = new Set<string>();
  let expectedStage: string | null = null;
  let expectedSince = 0;
  let round = 0;
  while (Date.now() < deps.deadline) {
    round++;
    const reply = await staff.request(`/api/admin/orders/${id}`);
    if (reply.status !== 200) {
      await sleep(1000);
      continue;
    }
    const order = reply.json<AdminOrder>();
    if (order.status === 'COMPLETE' || order.status === 'CANCELED') {
      trace.end = order.status;
      trace.finishedAt = Date.now();
      return;
    }
    if (round % 3 === 0) await clientReads(client, trace);
    if (order.stage === 'COMPLETE' && order.status === 'IN_PROGRESS') {
      // Each included order is driven once (its own trace ends it); what is left is a moment's wait.
      const fresh = order.deliverables.filter((d) => !(d.deliveryOrderId && driven.has(d.deliveryOrderId)));
      for (const d of fresh) if (d.deliveryOrderId) driven.add(d.deliveryOrderId);
      await deliverRest(deps, client, staff, trace, { ...order, deliverables: fresh }, include);
      await sleep(1000);
      continue;
    }
    // The database follows the workflow a moment later: decide once it shows the stage the last action reached
    // (or after a while, should that stage have been left already).
    if (expectedStage && (order.stage === expectedStage || Date.now() - expectedSince > 20_000)) expectedStage = null;
    const step: ReturnType<typeof nextStep> = expectedStage ? null : nextStep(order, trace.plan, done);
    if (step === null) {
      await sleep(1000);
      continue;
    }
    if (step === 'sign') {
      if (!(await clientSigns(client, id))) await sleep(1000);
      continue;
    }
    if (step === 'client') {
      const answer = await client.request(`/api/orders/${id}/change-response`, {
        method: 'POST',
        body: { message: 'The name is right' },
        csrf: true,
      });
      if (answer.status === 200) done.add('clientResponse');
      else await sleep(1000);
      continue;
    }
    const started = Date.now();
    const answer = await staff.request(`/api/admin/orders/${id}/actions`, { method: 'POST', body: step, csrf: true });
    trace.actions.push({ action: String(step.action), status: answer.status, ms: Date.now() - started });
    if (answer.status === 200) {
      done.add(String(step.action));
      expectedStage = step.action === 'cancel' ? null : answer.json<{ stage: string }>().stage;
      expectedSince = Date.now();
    } else {
      // Refused (perhaps applied already through an API that died before answering): read the order again.
      expectedStage = null;
      await sleep(1000);
    }
  }
}

/** The client signs every document its order waits on; false when nothing could be signed this time. */
async function clientSigns(client: Agent, orderId: string): Promise<boolean> {
  const list = await client.request(`/api/orders/${orderId}/signatures`);
  if (list.status !== 200) return false;
  const pending = list
    .json<{ documents: { assetId: string; status: string; version: number }[] }>()
    .documents.filter((document) => document.status === 'PENDING');
  let signed = 0;
  for (const document of pending) {
    const answer = await client.request(`/api/orders/${orderId}/documents/${document.assetId}/sign`, {
      method: 'POST',
      body: { consent: true, fullName: 'Soak Client', version: document.version },
      csrf: true,
    });
    if (answer.status === 200) signed++;
  }
  return signed > 0;
}

/** The client's own view: its order and its documents (any failure is noted, not thrown). */
async function clientReads(client: Agent, trace: OrderTrace) {
  const order = await client.request(`/api/orders/${trace.orderId}`);
  if (order.status !== 200 && order.status < 500) trace.clientProblems.push(`GET its order: ${order.status}`);
  const documents = await client.request(`/api/documents?orderId=${trace.orderId}&pageSize=50`);
  if (documents.status !== 200 && documents.status < 500)
    trace.clientProblems.push(`GET its documents: ${documents.status}`);
}

/** The whole journey of one customer (its orders one after the other, as a returning customer orders again). */
export async function runCustomer(deps: JourneyDeps, customer: Customer, trace: CustomerTrace) {
  const agent = trace.agent;
  for (const [n, order] of customer.orders.entries()) {
    const orderTrace = newOrderTrace(customer, {
      kind: 'FORMATION',
      plan: order.plan,
      states: order.states,
      businessName: order.businessName,
    });
    trace.orders.push(orderTrace);
    if (Date.now() > deps.deadline) {
      orderTrace.error = 'not placed: the run was over before this customer could order again';
      return;
    }
    try {
      await pay(deps, agent, checkoutRecord(customer, order), orderTrace, customer.index % 2);
      if (n === 0) {
        const token = await waitForInvitation(deps, customer.email);
        const accepted = await untilAnswered(deps.deadline, () => agent.acceptInvitation(token, customer.password));
        // A retried acceptance finds the token used: the password is set, so sign in with it.
        if (accepted.status !== 200) await agent.login(customer.email, customer.password);
        const me = await agent.request('/api/auth/user');
        if (me.status === 200) trace.userId = me.json<{ id: string }>().id;
      }
      await driveOrder(deps, agent, orderTrace, (included) => trace.orders.push(included));
      await clientReads(agent, orderTrace);
    } catch (err) {
      orderTrace.error = (err as Error).message;
      return;
    }
  }
  if (customer.later && trace.orders[0]?.end === 'COMPLETE' && Date.now() < deps.deadline)
    await runLaterOrder(deps, customer, trace);
}

/** The returning customer orders a later kind for its entity, pays, and staff take it through its stages. */
async function runLaterOrder(deps: JourneyDeps, customer: Customer, trace: CustomerTrace) {
  const agent = trace.agent;
  const orderTrace = newOrderTrace(customer, {
    kind: customer.later!,
    plan: customer.laterPlan,
    states: [],
    businessName: trace.orders[0].businessName,
  });
  try {
    // Repeated while a service restarts (5xx); a refusal (409: the kind does not fit) is answered at once.
    const ordered = await orderLaterKind(agent, customer.later!, customer.index, (call) =>
      untilAnswered(deps.deadline, call, (reply) => reply.status < 500),
    );
    if (!ordered) return;
    trace.orders.push(orderTrace);
    Object.assign(orderTrace, { orderId: ordered.orderId, intentId: ordered.intentId, kind: ordered.kind });
    orderTrace.webhookAt = Date.now();
    // An order the formation's package paid for has no payment of its own.
    if (ordered.intentId) {
      const intent = deps.stub.intents.get(ordered.intentId);
      if (!intent) throw new Error(`the Stripe stand-in has no intent ${ordered.intentId}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      await deliverPaidWebhook(deps, agent, ordered.intentId, customer.index % 2);
    }
    // Its filing state: the entity's, or the one it registers in.
    const order = await untilAnswered(deps.deadline, () => agent.request(`/api/orders/${ordered.orderId}`));
    if (order.status !== 200) throw new Error(`GET its ${ordered.kind} order: ${order.status}`);
    orderTrace.states = order.json<{ states: string[] }>().states;
    await driveOrder(deps, agent, orderTrace);
    await clientReads(agent, orderTrace);
  } catch (err) {
    if (!trace.orders.includes(orderTrace)) trace.orders.push(orderTrace);
    orderTrace.error = (err as Error).message;
  }
}
