// The documents activities: an order's batch of formation documents (one activity for the batch), or one document
// (the activity of runs started before the batch existed). Each document's job id is fixed by order, state, template
// and version, so a retried activity answers the version it already made instead of rendering twice.

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
  /** One order's documents together, each keeping its own job id; results in the jobs' order. */
  generateMany(jobs: { job: OrderDocumentJob; jobId: string }[]): Promise<GeneratedDocument[]>;
}

/** A generated order document's identity: its asset's versions are regenerations of this document only. */
export const orderDocumentKey = (orderId: string, document: Pick<DocumentState, 'stateCode' | 'template'>) =>
  `order-${orderId}-${document.stateCode}-${document.template}`;

const orderDocumentJobId = (orderId: string, document: Pick<DocumentState, 'stateCode' | 'template' | 'version'>) =>
  `${orderDocumentKey(orderId, document)}-v${document.version}`;

type OrderWithEntities = Awaited<ReturnType<typeof findOrder>>;

function documentJob(order: OrderWithEntities, document: DocumentState): OrderDocumentJob {
  const entity = order.entities.find((e) => e.stateCode === document.stateCode);
  const entityName =
    entity?.businessName || (order.business as { businessName?: string } | null)?.businessName || 'To be determined';
  return {
    template: document.template,
    name: documentName(entityName, document.stateCode, document.template),
    entityName,
    terms: {
      state: document.stateCode,
      entityType: entity?.entityType ?? 'LLC',
      organization: order.contactCompany || entityName,
      contact: `${order.contactFirstName} ${order.contactLastName}`.trim(),
      orderId: order.id,
    },
    orderId: order.id,
    ownerId: order.userId ?? undefined,
    documentKey: orderDocumentKey(order.id, document),
  };
}

export function createDocumentActivities({ db, documents }: { db: Db; documents: DocumentGenerator }) {
  return {
    /** Kept for runs that scheduled one activity per document before the batch existed. */
    async generateOrderDocument(input: { orderId: string } & DocumentState): Promise<GeneratedDocument> {
      const order = await findOrder(db, input.orderId);
      return documents.generate(documentJob(order, input), orderDocumentJobId(order.id, input));
    },

    /** The documents of one generation (six on approve, those regenerated), results in the same order. */
    async generateOrderDocuments(input: { orderId: string; documents: DocumentState[] }): Promise<GeneratedDocument[]> {
      const order = await findOrder(db, input.orderId);
      return documents.generateMany(
        input.documents.map((document) => ({
          job: documentJob(order, document),
          jobId: orderDocumentJobId(order.id, document),
        })),
      );
    },
  };
}
