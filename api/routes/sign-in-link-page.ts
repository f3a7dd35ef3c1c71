// The server-rendered pages of one-time sign-in links: sent, the button that signs in, and a link that no longer works.
import { errorParagraph, escapeHtml, htmlPage } from './html-page';

export function askSignInLinkPage(options: { csrfToken: string; email?: string; error?: string }): string {
  return htmlPage(
    'Sign in with a link',
    `  <h1>Sign in with a link</h1>
  <p class="hint">We email you a link that signs you in once, within 15 minutes.</p>
  ${errorParagraph(options.error)}
  <form method="post" action="/api/auth/sign-in-link">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus>
    <button type="submit">Email Me a Sign-In Link</button>
  </form>
  <p><a href="/api/login">Back to sign in</a></p>`,
  );
}

export function signInLinkSentPage(message: string): string {
  return htmlPage(
    'Check your email',
    `  <h1>Check your email</h1>
  <p class="note" role="status">${escapeHtml(message)}</p>
  <p><a href="/api/login">Back to sign in</a></p>`,
  );
}

/** The button behind a link: following the link alone (a mail scanner's preview) signs nobody in. */
export function useSignInLinkPage(options: { token: string; csrfToken: string; error?: string }): string {
  return htmlPage(
    'Sign in with your link',
    `  <h1>Sign in with your link</h1>
  ${errorParagraph(options.error)}
  <form method="post" action="/api/auth/sign-in-link/${encodeURIComponent(options.token)}">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
    <button type="submit">Sign In</button>
  </form>`,
  );
}

export function invalidSignInLinkPage(message: string): string {
  return htmlPage(
    'Sign-in link not valid',
    `  <h1>Sign-in link not valid</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p><a href="/api/login">Sign in</a>, or ask for a new link there.</p>`,
  );
}
