// The certificate file a kind is completed with: a good standing's certificate, as the state issues it. Staff upload
// it (a PDF) at the order's filing step; the filing cannot be recorded without it. The file is the order's document,
// so it shows in the owning client's documents and on the entity's page.

import { kindModule } from './kinds';
import type { OrderKind } from './order-kinds';
import type { PipelineStage } from './order-stages';

/** Whether the kind is completed with a certificate file (its module's `certificate`). */
export const needsCertificate = (kind: OrderKind): boolean => kindModule(kind).certificate;

/** The certificate's identity among the order's documents: a new upload is its next version. */
export const certificateDocumentKey = (orderId: string, stateCode: string) =>
  `order-${orderId}-${stateCode}-good_standing_certificate`;

export const CERTIFICATE_NAME_PREFIX = 'Certificate of good standing';

export const certificateFileName = (businessName: string, stateCode: string) =>
  `${CERTIFICATE_NAME_PREFIX} - ${businessName} (${stateCode}).pdf`;

export const CERTIFICATE_MISSING =
  'Upload the certificate of good standing (PDF) before recording the filing: it completes this order';

export const CERTIFICATE_NOT_PDF = 'file: the certificate must be a PDF';

/** Why the order takes no certificate now (the API answers 409 with it), or null. */
export function certificateUploadRefusal(order: {
  kind: OrderKind;
  status: string;
  stage: PipelineStage | null;
}): string | null {
  if (!needsCertificate(order.kind)) return 'Only a good-standing order is completed with a certificate file';
  if (order.status === 'CANCELED') return 'The order is canceled';
  if (order.status === 'COMPLETE') return 'The order is complete: its certificate is on file';
  if (order.stage !== 'FILING') return 'The certificate is uploaded at the filing step, once the request is filed';
  return null;
}
