// Activities of the signing step: offer the confirmed documents to the client (one DocumentSignature row per
// document version, and an email), remind the client on the workflow's timers, tell staff when the wait is long,
// and void a signature whose document was regenerated. Idempotent: rows are upserts, emails go through sendOnce.
import { ApplicationFailure } from '@temporalio/activity';
import { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit-actions';
import { kindModule } from '../../domain/kinds';
import { documentName } from '../../domain/order-documents';
import type { DocumentState } from '../../domain/pipeline';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { recordAudit, recordAuditOnce } from '../../platform/services/audit';
import {
  findDocumentAsset,
  offerDocumentForSignature,
  recordSimulatedSignature,
  unsignedDocumentCount,
  voidDocumentSignatures,
} from '../../platform/services/documents';
import { staffEmails } from '../../platform/services/identity';
import { orderDocumentKey } from './documents';
import { findOrder } from './order-records';
import { sendOnce, sendToCustomerOnce } from './send-once';

/** Writes an audit entry once per (action, order, key): a retried activity does not write it twice. */
const auditOnce = (db: Db, action: AuditAction, orderId: string, key: string, details: Record<string, unknown>) =>
  recordAuditOnce(db, { action, target: orderId, details: { key, ...details } }, 'key');

const entityNameOf = (order: Awaited<ReturnType<typeof findOrder>>, stateCode: string) =>
  order.entities.find((e) => e.stateCode === stateCode)?.businessName ||
  (order.business as { businessName?: string } | null)?.businessName ||
  'To be determined';

export function createSignatureActivities({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  return {
    /** Offers each document (at its current file) for signature and emails the client the link to sign. */
    async requestSignatures(input: { orderId: string; round: number; documents: DocumentState[] }): Promise<void> {
      const { orderId, round, documents } = input;
      const order = await findOrder(db, orderId);
      for (const document of documents) {
        const asset = await findDocumentAsset(db, orderDocumentKey(orderId, document));
        if (!asset)
          throw ApplicationFailure.nonRetryable(`Order ${orderId} has no file for ${document.key}`, 'DocumentMissing');
        await offerDocumentForSignature(db, orderId, document, asset);
      }
      const words = kindModule(order.kind).emails;
      const names = documents.map(
        (d) => `- ${documentName(entityNameOf(order, d.stateCode), d.stateCode, d.template)}`,
      );
      await auditOnce(db, AUDIT_ACTIONS.orderSignatureRequested, orderId, `round-${round}`, {
        round,
        documents: documents.map((d) => `${d.key} v${d.version}`),
      });
      await sendToCustomerOnce(db, mailer, order, `signature-request:${orderId}:${round}`, {
        to: order.contactEmail,
        subject: `Please sign your ${words.documents} (order ${orderId.slice(0, 8)})`,
        text: `Your documents are ready. Please review and sign them online so we can ${words.filing}:\n${names.join('\n')}\n\n${publicUrl}/orders/${orderId}`,
      });
    },

    /** The n-th reminder of a round to the client, when documents still wait for a signature. */
    async remindClientToSign(input: { orderId: string; round: number; reminder: number }): Promise<void> {
      const { orderId, round, reminder } = input;
      const order = await findOrder(db, orderId);
      const waiting = await unsignedDocumentCount(db, orderId);
      if (waiting === 0) return;
      await auditOnce(db, AUDIT_ACTIONS.orderSignatureReminder, orderId, `round-${round}-reminder-${reminder}`, {
        round,
        reminder,
        waiting,
      });
      await sendToCustomerOnce(db, mailer, order, `signature-reminder:${orderId}:${round}:${reminder}`, {
        to: order.contactEmail,
        subject: `Reminder: ${waiting} document${waiting === 1 ? '' : 's'} of your order wait for your signature`,
        text: `We cannot ${kindModule(order.kind).emails.filing} until you sign. It takes a few minutes:\n\n${publicUrl}/orders/${orderId}`,
      });
    },

    /** Tells the pipeline staff that the client has not signed for a long time (once per round). */
    async tellStaffSignaturesOverdue(input: { orderId: string; round: number }): Promise<void> {
      const { orderId, round } = input;
      const order = await findOrder(db, orderId);
      const waiting = await unsignedDocumentCount(db, orderId);
      if (waiting === 0) return;
      await auditOnce(db, AUDIT_ACTIONS.orderSignatureOverdue, orderId, `round-${round}`, { round, waiting });
      for (const email of await staffEmails(db, 'pipeline')) {
        await sendOnce(db, mailer, `signature-overdue:${orderId}:${round}:${email}`, {
          to: email,
          subject: `Order ${orderId.slice(0, 8)} still waits for the client's signature`,
          text: `${order.contactFirstName} ${order.contactLastName} (${order.contactEmail}) has not signed ${waiting} document(s). Call them, or record a wet-ink signature on the order page.\n\n${publicUrl}/admin/onboarding/${orderId}`,
        });
      }
    },

    /** A test-mode order's signature of one document version, taken by the pipeline (the client signs nothing). */
    async signSimulated(input: { orderId: string; documentKey: string; version: number }): Promise<void> {
      await recordSimulatedSignature(db, input.orderId, input.documentKey, input.version);
    },

    /** A regenerated document's signature (or open request) no longer counts. */
    async voidSignatures(input: { orderId: string; keys: string[] }): Promise<void> {
      const { orderId, keys } = input;
      const voided = await voidDocumentSignatures(db, orderId, keys);
      if (voided > 0)
        await recordAudit(db, {
          action: AUDIT_ACTIONS.orderSignatureVoided,
          target: orderId,
          details: { keys, count: voided },
        });
    },
  };
}
