// The renewal notice: emailed once per renewal and charge date (the claim is a RenewalNotice row, unique on both, made
// in the same transaction as the sending), naming the service, the amount, the date and a one-click cancel link.
// The link's token is random; only its SHA-256 is kept, on the notice.
import { createHash, randomBytes } from 'node:crypto';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { type EmailRenewal, renewalNoticeEmail } from '../../../domain/renewal-emails';
import type { Mailer } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { sendClaimedOnce } from '../compliance/send-once';

const hashRenewalToken = (token: string) => createHash('sha256').update(token).digest('hex');

const renewalCancelUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/renewals/cancel/${encodeURIComponent(token)}`;

export interface NoticeRenewal extends EmailRenewal {
  id: string;
  entity: EmailRenewal['entity'] & { user: { email: string } | null };
}

/** Sends the notice of the renewal's next charge unless it went out already; true when sent now. */
export async function sendRenewalNotice(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  renewal: NoticeRenewal,
): Promise<boolean> {
  const to = renewal.entity.user?.email;
  if (!to) return false;
  const token = randomBytes(32).toString('base64url');
  const message = { to, ...renewalNoticeEmail(renewal, renewalCancelUrl(publicUrl, token), publicUrl) };
  return sendClaimedOnce(
    db,
    (tx) =>
      tx.renewalNotice.createMany({
        data: [
          { renewalId: renewal.id, chargeOn: renewal.nextChargeOn, tokenHash: hashRenewalToken(token), recipient: to },
        ],
        skipDuplicates: true,
      }),
    message,
    mailer,
    (tx) =>
      recordAudit(tx, {
        action: AUDIT_ACTIONS.complianceRenewalNoticed,
        target: renewal.id,
        details: { entityId: renewal.entity.id, serviceId: renewal.serviceId, amountCents: renewal.amountCents, to },
      }),
  );
}

/** The renewal a cancel link names, with its entity; null for a token no notice carries. */
export async function renewalForToken(db: Db, token: string) {
  if (!token || token.length > 200) return null;
  const notice = await db.renewalNotice.findUnique({
    where: { tokenHash: hashRenewalToken(token) },
    include: { renewal: { include: { entity: { select: { id: true, businessName: true, userId: true } } } } },
  });
  return notice?.renewal ?? null;
}
