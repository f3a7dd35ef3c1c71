// The server-rendered sign-in page (GET /api/login): works without the storefront bundle.
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function loginPage(options: { csrfToken: string; error?: string; email?: string; signedInAs?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const current = options.signedInAs
    ? `<p class="note">You are signed in as ${escapeHtml(options.signedInAs)}. Sign in with another account, or <a href="/api/logout">sign out</a>.</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f7fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(360px, 90vw); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #c5ccd6; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; background: #1a3a6b; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #7aa7e6; }
  .note { background: #eef3fb; padding: .5rem .75rem; border-radius: 4px; }
  .error { color: #b00020; background: #fdecee; padding: .5rem .75rem; border-radius: 4px; }
  a { color: #1a3a6b; }
</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  ${current}
  ${error}
  <form method="post" action="/api/login">
    <input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign In</button>
  </form>
  <p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>`;
}
