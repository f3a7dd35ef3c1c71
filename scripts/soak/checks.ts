// The soak's verdict: every invariant checked from the database, Temporal, the Stripe stand-in's record, the
// mail catcher and the recorded answers; each breach is one readable line.

import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { complianceRulesFor } from '../../domain/compliance-rules';
import { completionEmail } from '../../domain/order-emails';
import type { Db } from '../../platform/infra/prisma';
import type { StripeStub } from '../../stand-ins/stripe-server';
import type { CaughtMail } from '../go-tools/mail-catcher';
import { type DownWindow, duringFault } from './faults';
import { type CustomerTrace, INVITATION_SUBJECT, type OrderTrace } from './journey';
import type { Recorder } from './recorder';

export interface CheckInputs {
  db: Db;
  temporal: Client;
  stub: StripeStub;
  mails: CaughtMail[];
  recorder: Recorder;
  windows: DownWindow[];
  customers: CustomerTrace[];
  unexpectedExits: string[];
}

export interface WorkflowRun {
  workflowId: string;
  status: string;
  startTime: number;
}

const paidOrders = (customers: CustomerTrace[]) =>
  customers
    .flatMap((c) => c.orders)
    .filter((o): o is OrderTrace & { orderId: string } => !!o.orderId && o.webhookAt !== null);

/** Every onboarding workflow run Temporal knows of. */
async function listRuns(temporal: Client): Promise<WorkflowRun[]> {
  const runs: WorkflowRun[] = [];
  for await (const run of temporal.workflow.list({ query: `WorkflowType = 'onboardingWorkflow'` })) {
    runs.push({ workflowId: run.workflowId, status: run.status.name, startTime: run.startTime.getTime() });
  }
  return runs;
}

/**
 * The runs once those of the orders that ended have closed, or after `timeoutMs`: the database shows an order's end
 * a moment before its workflow's last activities (the completion email and hook, the refund) have run.
 */
export async function listRunsOnceEnded(temporal: Client, customers: CustomerTrace[], timeoutMs = 60_000) {
  const ended = new Set(
    customers.flatMap((c) => c.orders).flatMap((o) => (o.orderId && o.end ? [`onboarding-${o.orderId}`] : [])),
  );
  const until = Date.now() + timeoutMs;
  for (;;) {
    const runs = await listRuns(temporal);
    const open = runs.some((run) => ended.has(run.workflowId) && run.status === 'RUNNING');
    if (!open || Date.now() > until) return runs;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function checkOrders(inputs: CheckInputs, runs: WorkflowRun[]): Promise<string[]> {
  const breaches: string[] = [];
  const { db } = inputs;
  for (const customer of inputs.customers) {
    for (const trace of customer.orders) {
      const label = `order ${trace.orderId ?? '(not created)'} of customer ${trace.customer}`;
      if (trace.error) breaches.push(`${label}: ${trace.error}`);
      if (!trace.orderId || trace.error) continue;
      const wanted = trace.plan.cancelAt ? 'CANCELED' : 'COMPLETE';
      const row = await db.order.findUnique({ where: { id: trace.orderId } });
      const own = runs.filter((r) => r.workflowId === `onboarding-${trace.orderId}`);
      if (trace.end === null) {
        const last = trace.actions.at(-1);
        breaches.push(
          `${label}: stuck (never reached ${wanted}): database ${row?.status} in ${row?.stage}, workflow ${own[0]?.status ?? 'missing'}` +
            (last ? `, last staff action ${last.action} answered ${last.status}` : ''),
        );
      } else if (trace.end !== wanted) breaches.push(`${label}: ended ${trace.end}, its actions asked for ${wanted}`);
      if (row && trace.end && row.status !== trace.end) breaches.push(`${label}: database status ${row.status}`);
      // Complete means delivered: nothing it sold is pending (the package's binder, its EIN's own order).
      const pending = await db.orderDeliverable.count({ where: { orderId: trace.orderId, status: 'PENDING' } });
      if (trace.end === 'COMPLETE' && pending > 0)
        breaches.push(`${label}: complete with ${pending} deliverables pending`);
      if (own.length !== 1) breaches.push(`${label}: ${own.length} workflow runs (one expected)`);
      else if (trace.end && own[0].status !== 'COMPLETED') breaches.push(`${label}: its workflow is ${own[0].status}`);
      for (const problem of trace.clientProblems) breaches.push(`${label}: the client could not ${problem}`);
    }
  }
  return breaches;
}

/** Each order's documents are its own: owned by its client, one set per state of the order. */
export async function checkDocuments(inputs: CheckInputs): Promise<string[]> {
  const breaches: string[] = [];
  for (const customer of inputs.customers) {
    for (const trace of customer.orders) {
      if (!trace.orderId || trace.error) continue;
      const order = await inputs.db.order.findUnique({ where: { id: trace.orderId }, select: { userId: true } });
      const assets = await inputs.db.asset.findMany({ where: { orderId: trace.orderId, deletedAt: null } });
      for (const asset of assets) {
        if (asset.ownerId !== order?.userId)
          breaches.push(`document ${asset.id} of order ${trace.orderId} belongs to another client`);
        if (!trace.states.some((s) => asset.name.endsWith(`(${s}).pdf`)))
          breaches.push(`document "${asset.name}" is attached to order ${trace.orderId}, which has no such state`);
      }
      if (trace.end === 'COMPLETE') {
        for (const state of trace.states) {
          if (!assets.some((a) => a.name.endsWith(`(${state}).pdf`)))
            breaches.push(`complete order ${trace.orderId} has no documents for ${state}`);
        }
      }
    }
  }
  return breaches;
}

/** Through the API as each client: lists show only its files; another client's orders and files are refused. */
export async function checkIsolation(inputs: CheckInputs): Promise<string[]> {
  const breaches: string[] = [];
  const signedIn = inputs.customers.filter((c) => c.userId);
  const documentsOf = new Map<string, string[]>();
  for (const customer of signedIn) {
    const own = new Set(customer.orders.map((o) => o.orderId));
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const reply = await customer.agent.request(`/api/documents?pageSize=50&page=${page}`);
      if (reply.status !== 200) {
        breaches.push(`customer ${customer.customer.index}: listing its documents answered ${reply.status}`);
        break;
      }
      const { items, total } = reply.json<{ items: { id: string; orderId: string | null }[]; total: number }>();
      for (const item of items) {
        if (!own.has(item.orderId))
          breaches.push(`customer ${customer.customer.index} sees document ${item.id} of order ${item.orderId}`);
        ids.push(item.id);
      }
      if (page * 50 >= total) break;
    }
    documentsOf.set(customer.userId!, ids);
  }
  for (const [index, customer] of signedIn.entries()) {
    // Another client's files: the one after it (same names often) and one further away.
    const others = [signedIn[(index + 1) % signedIn.length], signedIn[(index + 7) % signedIn.length]].filter(
      (o) => o !== customer,
    );
    for (const other of others) {
      const foreignOrder = other.orders.find((o) => o.orderId)?.orderId;
      if (foreignOrder) {
        const order = await customer.agent.request(`/api/orders/${foreignOrder}`);
        if (order.status !== 404)
          breaches.push(`customer ${customer.customer.index} asked for another client's order: ${order.status}`);
      }
      const foreign = documentsOf.get(other.userId!)?.[0];
      if (!foreign) continue;
      const link = await customer.agent.request(`/api/documents/${foreign}/link`);
      if (link.status !== 404)
        breaches.push(`customer ${customer.customer.index} got a link to another client's document (${link.status})`);
      const ownerLink = await other.agent.request(`/api/documents/${foreign}/link`);
      if (ownerLink.status !== 200) {
        breaches.push(`customer ${other.customer.index} cannot get a link to its own document (${ownerLink.status})`);
        continue;
      }
      const url = new URL(ownerLink.json<{ url: string }>().url, 'http://x');
      const download = await customer.agent.request(`${url.pathname}${url.search}`);
      if (download.status === 200 || download.status >= 500)
        breaches.push(
          `customer ${customer.customer.index} downloaded another client's document with its link (${download.status})`,
        );
      const ownDownload = await other.agent.request(`${url.pathname}${url.search}`);
      if (ownDownload.status !== 200 || !ownDownload.body.subarray(0, 4).equals(Buffer.from('%PDF')))
        breaches.push(`customer ${other.customer.index} could not download its own document (${ownDownload.status})`);
      else {
        // Byte for byte the file that was stored (from whichever API answered and wherever the file is kept).
        const stored = await inputs.db.asset.findUnique({ where: { id: foreign }, select: { checksum: true } });
        if (createHash('sha256').update(ownDownload.body).digest('hex') !== stored?.checksum)
          breaches.push(`customer ${other.customer.index}: its document ${foreign} downloaded with another checksum`);
      }
    }
  }
  return breaches;
}

/** One invitation per new client, one completion email per complete order (none for canceled ones). */
export function checkEmails(inputs: CheckInputs): string[] {
  const breaches: string[] = [];
  for (const customer of inputs.customers) {
    const email = customer.customer.email;
    const invitations = inputs.mails.filter((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT).length;
    if (customer.orders.some((o) => o.webhookAt) && invitations !== 1)
      breaches.push(`customer ${customer.customer.index}: ${invitations} invitation emails (one expected)`);
    for (const trace of customer.orders) {
      if (!trace.orderId || !trace.end) continue;
      // The subject in the order kind's words ('Your company is formed (order …)', 'Your EIN order … is complete').
      const { subject } = completionEmail({ id: trace.orderId, kind: trace.kind, filings: [] }, '');
      const sent = inputs.mails.filter((m) => m.to.includes(email) && m.subject === subject).length;
      const wanted = trace.end === 'COMPLETE' ? 1 : 0;
      if (sent !== wanted) breaches.push(`order ${trace.orderId}: ${sent} completion emails (${wanted} expected)`);
    }
  }
  return breaches;
}

/** One refund of the full amount per canceled paid order (Stripe stand-in's record), none for the others. */
export function checkRefunds(inputs: CheckInputs): string[] {
  const breaches: string[] = [];
  const refunds = [...inputs.stub.refunds.values()];
  for (const trace of paidOrders(inputs.customers)) {
    if (!trace.end) continue;
    const own = refunds.filter((r) => r.payment_intent === trace.intentId);
    const wanted = trace.end === 'CANCELED' ? 1 : 0;
    if (own.length !== wanted) breaches.push(`order ${trace.orderId}: ${own.length} refunds (${wanted} expected)`);
    const intent = inputs.stub.intents.get(trace.intentId!);
    if (own.length === 1 && own[0].amount !== intent?.amount)
      breaches.push(`order ${trace.orderId}: refunded ${own[0].amount} of ${intent?.amount}`);
  }
  return breaches;
}

/** The entities an order forms once complete: one per state of a formation, one for a foreign qualification. */
const formsEntities = (trace: OrderTrace) =>
  trace.kind === 'FORMATION' ? trace.states.length : trace.kind === 'FOREIGN_QUALIFICATION' ? 1 : 0;

/**
 * One set of compliance obligations per formed entity (each state of each complete formation, each foreign
 * qualification), none otherwise: one not yet filed per rule (an annual report filed by a later order is followed
 * by its next one; a dissolution ends them, filing none).
 */
export async function checkCompliance(inputs: CheckInputs): Promise<string[]> {
  const breaches: string[] = [];
  for (const trace of paidOrders(inputs.customers)) {
    if (!trace.end) continue;
    const formed = await inputs.db.formedEntity.findMany({
      where: { orderId: trace.orderId },
      include: { obligations: { select: { ruleId: true, filedOn: true } } },
    });
    const wanted = trace.end === 'COMPLETE' ? formsEntities(trace) : 0;
    if (formed.length !== wanted)
      breaches.push(`order ${trace.orderId}: ${formed.length} formed entities (${wanted} expected)`);
    for (const entity of formed) {
      const rules = complianceRulesFor(entity.stateCode, entity.entityType).map((rule) => rule.id);
      const unfiled = entity.obligations.filter((o) => !o.filedOn).map((o) => o.ruleId);
      if (unfiled.length !== rules.length || rules.some((rule) => !unfiled.includes(rule)))
        breaches.push(
          `entity ${entity.id} (${entity.stateCode}): ${unfiled.length} obligations not filed (one for each of its ${rules.length} rules expected)`,
        );
    }
  }
  return breaches;
}

/** What each returning customer's later order changed on its entity: the EIN, the name, the dissolution. */
export async function checkLaterOrders(inputs: CheckInputs): Promise<string[]> {
  const breaches: string[] = [];
  for (const trace of paidOrders(inputs.customers)) {
    if (trace.kind === 'FORMATION' || trace.end !== 'COMPLETE') continue;
    const order = await inputs.db.order.findUnique({
      where: { id: trace.orderId },
      include: { entity: true, filings: true },
    });
    const entity = order?.entity;
    if (!entity) {
      breaches.push(`${trace.kind} order ${trace.orderId} has no entity`);
      continue;
    }
    const changes = await inputs.db.auditEntry.count({
      where: { action: 'order.entity_changed', details: { path: ['orderId'], equals: trace.orderId } },
    });
    // A good standing changes nothing; every other kind records its change once, whatever was retried.
    if (changes !== 1) breaches.push(`${trace.kind} order ${trace.orderId}: its change recorded ${changes} times`);
    const confirmation = order.filings[0]?.confirmationNumber;
    if (trace.kind === 'EIN' && entity.ein !== confirmation)
      breaches.push(`EIN order ${trace.orderId}: the entity's EIN is ${entity.ein}, the IRS assigned ${confirmation}`);
    if (trace.kind === 'DISSOLUTION' && entity.status !== 'DISSOLVED')
      breaches.push(`dissolution ${trace.orderId}: its entity is ${entity.status}`);
  }
  return breaches;
}

/** Every answered staff action has its audit entry (successful ones as successes). */
export async function checkAudit(inputs: CheckInputs): Promise<string[]> {
  const breaches: string[] = [];
  for (const trace of paidOrders(inputs.customers)) {
    const entries = await inputs.db.auditEntry.findMany({
      where: { action: 'order.action', target: trace.orderId },
      select: { success: true },
    });
    const succeeded = trace.actions.filter((a) => a.status === 200).length;
    const answered = trace.actions.filter((a) => a.status === 200 || a.status === 409).length;
    if (entries.filter((e) => e.success).length < succeeded || entries.length < answered)
      breaches.push(
        `order ${trace.orderId}: ${entries.length} audit entries (${entries.filter((e) => e.success).length} successes) for ${answered} answered actions (${succeeded} done)`,
      );
  }
  return breaches;
}

/** No 5xx outside the moments a process or service was down; no error answer showing internals; no crash. */
export function checkAnswers(inputs: CheckInputs): string[] {
  const breaches: string[] = [];
  const outside = inputs.recorder.answers.filter((a) => a.status >= 500 && !duringFault(inputs.windows, a.at));
  for (const answer of outside.slice(0, 10))
    breaches.push(
      `${answer.status} from API ${answer.api + 1} on ${answer.method} ${answer.route} outside any fault window: ${answer.detail}`,
    );
  if (outside.length > 10) breaches.push(`... and ${outside.length - 10} more 5xx answers outside fault windows`);
  const leaks = inputs.recorder.answers.filter((a) => a.leak);
  for (const answer of leaks.slice(0, 10))
    breaches.push(`${answer.status} on ${answer.method} ${answer.route} is not a readable {message}: ${answer.leak}`);
  if (leaks.length > 10) breaches.push(`... and ${leaks.length - 10} more unreadable error answers`);
  for (const exit of inputs.unexpectedExits) breaches.push(`process crashed: ${exit}`);
  return breaches;
}
