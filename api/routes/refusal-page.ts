// The page a browser reads when a server page's route refuses it (a limit, an expired form): the refusal's own words
// in the server pages' look, with its status kept. A JSON caller of the same route keeps JSON.
import { escapeHtml, htmlPage } from './html-page';

/** A form whose CSRF token is missing or stale: the browser's words for it, not the API's. */
export const STALE_FORM = 'This page has expired. Go back, reload the page and try again.';

export function refusalPage(status: number, message: string): string {
  const limited = status === 429;
  const heading = limited ? 'Too many requests' : 'Request refused';
  const nextStep = limited ? 'Wait, then open the link or send the form again.' : 'Go back and try again.';
  return htmlPage(
    heading,
    `  <h1>${escapeHtml(heading)}</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p class="hint">${escapeHtml(nextStep)}</p>
  <p><a href="/api/login">Sign in</a> or go <a href="/">back to the home page</a>.</p>`,
  );
}
