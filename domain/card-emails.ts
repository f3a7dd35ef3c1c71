// The client's emails about what their card is charged for: the card on file changed (every renewal and automatic
// filing charges it), and automatic filing switched on or off for an entity, by the client or by staff for them.
import type { Email } from './renewal-emails';

export interface EmailCard {
  brand: string;
  last4: string;
}

export const cardWords = (card: EmailCard) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`;

/** The card on file is now this one. */
export function cardOnFileEmail(card: EmailCard, pageUrl: string): Email {
  return {
    subject: `Your card on file is now the ${cardWords(card)}`,
    text: [
      `You made the ${cardWords(card)} your card on file.`,
      'From now on, the renewals of your annual services and the filings you asked us to make automatically are ' +
        'charged to it, for every company of your account.',
      `Not you? Write to us at once. Your card on file: ${pageUrl}`,
    ].join('\n\n'),
  };
}

export interface AutoFileSwitch {
  businessName: string;
  stateCode: string;
  enabled: boolean;
  byStaff: boolean;
  /** The card it charges (when switched on). */
  card: EmailCard | null;
}

/** Automatic filing switched on (we file each report and charge the card) or off (the client files). */
export function autoFileSwitchedEmail(change: AutoFileSwitch, pageUrl: string): Email {
  const { businessName, stateCode, enabled, byStaff, card } = change;
  const who = byStaff ? 'Our team switched' : 'You switched';
  if (enabled)
    return {
      subject: `Automatic filing is on for ${businessName}`,
      text: [
        `${who} automatic filing on for ${businessName} (${stateCode}).`,
        'Before each state report is due, we file it for you and charge its price (state fee and ours) to ' +
          `${card ? `your card on file, the ${cardWords(card)}` : 'your card on file'}. We email you each time.`,
        `Switch it off at any time from your company's page: ${pageUrl}`,
      ].join('\n\n'),
    };
  return {
    subject: `Automatic filing is off for ${businessName}`,
    text: [
      `${who} automatic filing off for ${businessName} (${stateCode}).`,
      'We no longer file its state reports nor charge your card for them: we remind you before each is due, and ' +
        'you file it, or order it from us, yourself.',
      `Switch it on again from your company's page: ${pageUrl}`,
    ].join('\n\n'),
  };
}
