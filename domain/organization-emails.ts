// An organisation's owners' emails about what its card pays for: the organisation's card on file changed, and
// automatic filing switched on or off for several of its companies at once. Each names who made the change.
import { cardWords, type EmailCard } from './card-emails';
import type { Email } from './renewal-emails';

export interface OrganizationChange {
  organizationName: string;
  /** The email of the member who made the change. */
  by: string;
  pageUrl: string;
}

/** The organisation's card on file is now this one. */
export function organizationCardEmail(change: OrganizationChange, card: EmailCard): Email {
  return {
    subject: `${change.organizationName}: the card on file is now the ${cardWords(card)}`,
    text: [
      `${change.by} made the ${cardWords(card)} the card on file of ${change.organizationName}.`,
      "From now on, the filings we make automatically for the organisation's companies are charged to it.",
      `Not expected? Write to us at once. The organisation's page: ${change.pageUrl}`,
    ].join('\n\n'),
  };
}

/** Automatic filing switched on or off for these companies (business name and state). */
export function organizationAutoFileEmail(
  change: OrganizationChange,
  enabled: boolean,
  companies: { businessName: string; stateCode: string }[],
  card: EmailCard | null,
): Email {
  const count = `${companies.length} ${companies.length === 1 ? 'company' : 'companies'}`;
  const list = companies.map((c) => `- ${c.businessName} (${c.stateCode})`).join('\n');
  const charged = card ? `the organisation's card on file, the ${cardWords(card)}` : "the organisation's card on file";
  return {
    subject: `${change.organizationName}: automatic filing is ${enabled ? 'on' : 'off'} for ${count}`,
    text: [
      `${change.by} switched automatic filing ${enabled ? 'on' : 'off'} for ${count} of ${change.organizationName}:`,
      list,
      enabled
        ? `Before each state report is due, we file it and charge its price (state fee and ours) to ${charged}.`
        : 'We no longer file their state reports nor charge for them: we remind you before each is due.',
      `The organisation's page: ${change.pageUrl}`,
    ].join('\n\n'),
  };
}
