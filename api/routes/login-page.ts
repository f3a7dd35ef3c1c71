// The server-rendered sign-in page (GET /api/login): works without the storefront bundle.
import { errorParagraph, escapeHtml, htmlPage } from './html-page';

export function loginPage(options: {
  csrfToken: string;
  error?: string;
  email?: string;
  signedInAs?: string;
  next?: string;
}): string {
  const next = options.next ? `\n    <input type="hidden" name="next" value="${escapeHtml(options.next)}">` : '';
  const current = options.signedInAs
    ? `<p class="note">You are signed in as ${escapeHtml(options.signedInAs)}. Sign in with another account, or <a href="/api/logout">sign out</a>.</p>`
    : '';
  return htmlPage(
    'Sign in',
    `  <h1>Sign in</h1>
  ${current}
  ${errorParagraph(options.error)}
  <form method="post" action="/api/login">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">${next}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign In</button>
  </form>
  <p class="hint"><a href="/api/auth/sign-in-link">Forgot your password, or too many attempts? Get a one-time sign-in link by email.</a></p>
  <p><a href="/">Back to the home page</a></p>`,
  );
}
