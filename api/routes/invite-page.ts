// The server-rendered page behind an invitation link (GET /api/invite/:token): set a password, or say why not.
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(380px, 90vw); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #c5ccd6; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; background: #1a3a6b; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #7aa7e6; }
  .error { color: #b00020; background: #fdecee; padding: .5rem .75rem; border-radius: 4px; }
  .hint { color: #555; font-size: .9rem; }
  a { color: #1a3a6b; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function setPasswordPage(options: { token: string; csrfToken: string; email: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return layout(
    'Set your password',
    `  <h1>Set your password</h1>
  <p class="hint">For ${escapeHtml(options.email)}. Use at least 8 characters.</p>
  ${error}
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
  return layout(
    'Invitation link not valid',
    `  <h1>Invitation link not valid</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p>If you already set your password, <a href="/api/login">sign in</a>. Otherwise contact support for a new link.</p>
  <p><a href="/">Back to the home page</a></p>`,
  );
}
