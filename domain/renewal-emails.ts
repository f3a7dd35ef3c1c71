// The client's emails about a renewal of an annual service: the notice before its charge (with the one-click cancel
// link), the confirmation when it is cancelled or resumed (by the client, by staff on their behalf, or by the
// company's dissolution), and its charge's receipt or failure.
import { emailDay } from './email-dates';
import { usd } from './money-text';
import { REGISTERED_AGENT, REGISTERED_AGENT_WARNING, type RenewalServiceId, renewalService } from './renewals';

export interface EmailRenewal {
  serviceId: string;
  amountCents: number;
  nextChargeOn: Date;
  entity: { id: string; businessName: string; stateCode: string };
}

/** Who cancelled or resumed it: the client, staff on their behalf, or the company's dissolution. */
export type RenewalChangeBy = 'client' | 'staff' | 'dissolution';

export interface Email {
  subject: string;
  text: string;
}

/** What every renewal email names: the service, the company, its page, the next date and the agent's warning. */
function factsOf(renewal: EmailRenewal, publicUrl: string) {
  const { businessName, stateCode, id } = renewal.entity;
  return {
    name: renewalService(renewal.serviceId as RenewalServiceId).name,
    businessName,
    /** The company with its state, as the emails' first line names it. */
    company: `${businessName} (${stateCode})`,
    date: emailDay(renewal.nextChargeOn),
    page: `${publicUrl.replace(/\/$/, '')}/entities/${id}`,
    agentWarning: renewal.serviceId === REGISTERED_AGENT ? [REGISTERED_AGENT_WARNING] : [],
  };
}

/** The notice of the next charge, with its cancel link. */
export function renewalNoticeEmail(renewal: EmailRenewal, cancelUrl: string, publicUrl: string): Email {
  const { name, businessName, company, date, page, agentWarning } = factsOf(renewal, publicUrl);
  const amount = usd(renewal.amountCents);
  return {
    subject: `${name} for ${businessName} renews on ${date}: ${amount}`,
    text: [
      `${name} for ${company} renews on ${date}. We will charge ${amount} to your card on file that day, for one ` +
        'more year.',
      `Not needed any more? Cancel it in one click (no sign-in, no call): ${cancelUrl}`,
      'The service then runs to the end of the year you paid for and is never charged again.',
      ...agentWarning,
      `Your company's page: ${page}`,
    ].join('\n\n'),
  };
}

const CANCELLED_BY: Record<RenewalChangeBy, string> = {
  client: 'You cancelled',
  staff: 'Our team cancelled, as you asked,',
  dissolution: 'Your company is dissolved, so we cancelled',
};

/** A renewal cancelled: it runs to the end of the paid year and is never charged again. */
export function renewalCancelledEmail(renewal: EmailRenewal, by: RenewalChangeBy, publicUrl: string): Email {
  const { name, businessName, company, date, page, agentWarning } = factsOf(renewal, publicUrl);
  const resume =
    by === 'dissolution' ? [] : [`Changed your mind? Resume it before ${date} from your company's page: ${page}`];
  return {
    subject: `${name} for ${businessName} is cancelled: it ends on ${date}`,
    text: [
      `${CANCELLED_BY[by]} the renewal of ${name} for ${company}. The service runs until ${date}, the end of the ` +
        `year you paid for, and your card is not charged the ${usd(renewal.amountCents)} of another year.`,
      ...agentWarning,
      ...resume,
    ].join('\n\n'),
  };
}

/** A cancellation taken back: it renews again on its date, at its price. */
export function renewalResumedEmail(renewal: EmailRenewal, by: RenewalChangeBy, publicUrl: string): Email {
  const { name, businessName, company, date, page } = factsOf(renewal, publicUrl);
  const amount = usd(renewal.amountCents);
  return {
    subject: `${name} for ${businessName} renews again on ${date}: ${amount}`,
    text: [
      `${by === 'staff' ? 'Our team resumed, as you asked,' : 'You resumed'} ${name} for ${company}: it renews on ` +
        `${date}, when we charge ${amount} to your card on file for one more year.`,
      `You can still cancel it from your company's page: ${page}`,
    ].join('\n\n'),
  };
}

/** A renewal charged for one more year: the receipt. */
export function renewalChargedEmail(renewal: EmailRenewal, amountCents: number, publicUrl: string): Email {
  const { name, businessName, company, date, page } = factsOf(renewal, publicUrl);
  const amount = usd(amountCents);
  return {
    subject: `Payment received: ${amount} for ${name} for ${businessName}`,
    text: [
      `We charged ${amount} to your card on file for one more year of ${name} for ${company}.`,
      `It renews next on ${date}; we write to you before then.`,
      `Your company's page: ${page}`,
    ].join('\n\n'),
  };
}

/** A renewal's charge refused: the service stays on while the client pays with another card. */
export function renewalPaymentFailedEmail(renewal: EmailRenewal, amountCents: number, publicUrl: string): Email {
  const { name, businessName, company, page, agentWarning } = factsOf(renewal, publicUrl);
  const amount = usd(amountCents);
  return {
    subject: `Payment failed: ${amount} for ${name} for ${businessName}`,
    text: [
      `The charge of ${amount} to your card on file for one more year of ${name} for ${company} did not go through.`,
      `Pay it with another card from your company's page (it then becomes your card on file): ${page}`,
      ...agentWarning,
    ].join('\n\n'),
  };
}
