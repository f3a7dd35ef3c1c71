// The server-rendered page behind an invitation link (GET /api/invite/:token): set a password, or say why not.
import { errorParagraph, escapeHtml, htmlPage } from './html-page';

export function setPasswordPage(options: { token: string; csrfToken: string; email: string; error?: string }): string {
  return htmlPage(
    'Set your password',
    `  <h1>Set your password</h1>
  <p class="hint">For ${escapeHtml(options.email)}. Use at least 8 characters.</p>
  ${errorParagraph(options.error)}
  <form method="post" action="/api/invite/${encodeURIComponent(options.token)}">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
    <input type="text" name="username" autocomplete="username" value="${escapeHtml(options.email)}" hidden>
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus>
    <label for="confirmPassword">Repeat the password</label>
    <input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" minlength="8" required>
    <button type="submit">Set Password and Sign In</button>
  </form>`,
  );
}

export function invalidInvitePage(message: string): string {
  return htmlPage(
    'Invitation link not valid',
    `  <h1>Invitation link not valid</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p>If you already set your password, <a href="/api/login">sign in</a>. Otherwise contact support for a new link.</p>
  <p><a href="/">Back to the home page</a></p>`,
  );
}
