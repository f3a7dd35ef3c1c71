// The documents activity: one formation document of one state through the document-generation queue, with a
// job id fixed by order, state, template and version, so a retried activity waits for the same job instead of
// rendering twice.

import { documentName } from '../../domain/order-documents';
import type { DocumentState } from '../../domain/pipeline';
import type { Db } from '../../platform/infra/prisma';
import { findOrder } from './order-records';

export interface OrderDocumentJob {
  template: string;
  name: string;
  entityName: string;
  terms: Record<string, unknown>;
  orderId: string;
  ownerId?: string;
  /** The document's identity across regenerations (orderDocumentKey). */
  documentKey: string;
}

export interface GeneratedDocument {
  assetId: string;
  version: number;
}

/** Renders a document and stores it as an asset of the order (the document-generation queue in production). */
export interface DocumentGenerator {
  generate(job: OrderDocumentJob, jobId: string): Promise<GeneratedDocument>;
}

/** A generated order document's identity: its asset's versions are regenerations of this document only. */
export const orderDocumentKey = (orderId: string, document: Pick<DocumentState, 'stateCode' | 'template'>) =>
  `order-${orderId}-${document.stateCode}-${document.template}`;

export const orderDocumentJobId = (
  orderId: string,
  document: Pick<DocumentState, 'stateCode' | 'template' | 'version'>,
) => `${orderDocumentKey(orderId, document)}-v${document.version}`;

export function createDocumentActivities({ db, documents }: { db: Db; documents: DocumentGenerator }) {
  return {
    async generateOrderDocument(input: { orderId: string } & DocumentState): Promise<GeneratedDocument> {
      const order = await findOrder(db, input.orderId);
      const entity = order.entities.find((e) => e.stateCode === input.stateCode);
      const entityName =
        entity?.businessName ||
        (order.business as { businessName?: string } | null)?.businessName ||
        'To be determined';
      return documents.generate(
        {
          template: input.template,
          name: documentName(entityName, input.stateCode, input.template),
          entityName,
          terms: {
            state: input.stateCode,
            entityType: entity?.entityType ?? 'LLC',
            organization: order.contactCompany || entityName,
            contact: `${order.contactFirstName} ${order.contactLastName}`.trim(),
            orderId: order.id,
          },
          orderId: order.id,
          ownerId: order.userId ?? undefined,
          documentKey: orderDocumentKey(order.id, input),
        },
        orderDocumentJobId(order.id, input),
      );
    },
  };
}
