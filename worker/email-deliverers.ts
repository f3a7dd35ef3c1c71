// The outbox handlers' email deliveries, each its service's own sender on one mailer: the worker's wiring, and
// the one tests use to send a pending entry's email to a mail catcher as the worker would.
import type { Config } from '../platform/config';
import type { Log } from '../platform/infra/log';
import type { Mailer } from '../platform/infra/mailer';
import type { Db } from '../platform/infra/prisma';
import { deliverRefundNotice } from '../platform/services/billing';
import { deliverInvitation, deliverSignInLink } from '../platform/services/identity';
import { deliverContactMessage, deliverMailNotice } from '../platform/services/mail';
import { deliverClientNotice } from '../platform/services/notices';
import { deliverOrderDeliveredNotice } from '../platform/services/orders';
import { deliverOrganizationInvitation } from '../platform/services/organizations';
import type { OutboxHandlerDeps } from './outbox-handlers';

type EmailDeliverers = Omit<OutboxHandlerDeps, 'db' | 'config' | 'log' | 'temporal'>;

export function emailDeliverers(deps: { db: Db; config: Config; mailer: Mailer; log: Log }): EmailDeliverers {
  const { db, config, mailer, log } = deps;
  const publicUrl = config.publicUrl;
  return {
    deliverInvitation: (payload) => deliverInvitation({ db, config, mailer, log }, payload),
    deliverContactMessage: (payload) => deliverContactMessage({ db, config, mailer, log }, payload),
    deliverSignInLink: (payload) => deliverSignInLink({ db, config, mailer, log }, payload),
    deliverMailNotice: (payload) => deliverMailNotice({ db, mailer, log, publicUrl }, payload),
    deliverRefundNotice: (payload) => deliverRefundNotice({ db, mailer, log, publicUrl }, payload),
    deliverOrderDelivered: (payload) => deliverOrderDeliveredNotice({ db, mailer, publicUrl }, payload),
    deliverOrganizationInvitation: (payload) => deliverOrganizationInvitation({ db, config, mailer, log }, payload),
    deliverClientNotice: (notice, entryId) => deliverClientNotice({ db, mailer, log, publicUrl }, notice, entryId),
  };
}
