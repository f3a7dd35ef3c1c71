// The server-rendered pages of a renewal notice's cancel link: the button that cancels (following the link alone,
// as a mail scanner's preview does, cancels nothing), the confirmation, and a link that does not work.
import { errorParagraph, escapeHtml, htmlPage } from './html-page';

export interface CancelPageRenewal {
  serviceName: string;
  businessName: string;
  amount: string;
  date: string;
  warning: string | null;
}

export function cancelRenewalPage(options: {
  token: string;
  csrfToken: string;
  renewal: CancelPageRenewal;
  entityUrl: string;
  error?: string;
}): string {
  const { renewal } = options;
  const warning = renewal.warning
    ? `<p class="error" role="alert">${escapeHtml(renewal.warning)}</p>
  <p><a href="${escapeHtml(options.entityUrl)}">Keep it</a> (nothing changes)</p>`
    : '';
  return htmlPage(
    'Cancel your renewal',
    `  <h1>Cancel your renewal</h1>
  ${errorParagraph(options.error)}
  <p>${escapeHtml(renewal.serviceName)} for ${escapeHtml(renewal.businessName)} renews on ${escapeHtml(renewal.date)} for
  ${escapeHtml(renewal.amount)}. Cancelled, it runs to that day and is never charged again.</p>
  ${warning}
  <form method="post" action="/api/renewals/cancel/${encodeURIComponent(options.token)}">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
    <button type="submit">Cancel Renewal</button>
  </form>`,
  );
}

export function renewalCancelledPage(renewal: CancelPageRenewal, entityUrl: string): string {
  return htmlPage(
    'Renewal cancelled',
    `  <h1>Renewal cancelled</h1>
  <p class="note" role="status">${escapeHtml(renewal.serviceName)} for ${escapeHtml(renewal.businessName)} will not
  renew: it ends on ${escapeHtml(renewal.date)} and is never charged again.</p>
  <p><a href="${escapeHtml(entityUrl)}">Your company's page</a></p>`,
  );
}

export function invalidCancelLinkPage(message: string): string {
  return htmlPage(
    'Cancel link not valid',
    `  <h1>Cancel link not valid</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p>Your renewals are also on your company's page: <a href="/entities">your entities</a>.</p>`,
  );
}
