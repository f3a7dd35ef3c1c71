// The small server-rendered pages (sign-in, set password, cancel links): one layout, one escaping rule and one way
// to answer with a page or, for a JSON caller of the same route, with JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const errorParagraph = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

// The storefront's look (storefront/src/shell.css and theme.ts): its colours, font, header with the brand, and cards.
// Every box counts its padding in its width, so the card fits a 320 px screen with nothing cut on the right.
const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    font-size: 1rem; line-height: 1.5; color: rgba(0,0,0,.87); background: #f7f9fc; -webkit-font-smoothing: antialiased; }
  .app-bar { background: #fff; box-shadow: 0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px 0 rgba(0,0,0,.14), 0 1px 3px 0 rgba(0,0,0,.12); }
  .toolbar { display: flex; align-items: center; min-height: 56px; padding: 0 16px; max-width: 1200px; margin: 0 auto; }
  .brand { color: #1a3a6b; font-size: 1.25rem; font-weight: 700; line-height: 1.6; text-decoration: none; }
  main { flex-grow: 1; width: 100%; padding: 24px 12px; }
  .card { background: #fff; width: 100%; max-width: 420px; margin: 0 auto; padding: 24px 16px; border-radius: 8px;
    box-shadow: 0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px 0 rgba(0,0,0,.14), 0 1px 3px 0 rgba(0,0,0,.12); overflow-wrap: anywhere; }
  .card.wide { max-width: 960px; }
  h1 { font-size: 1.5rem; font-weight: 700; line-height: 1.3; margin: 0 0 1rem; color: #1a3a6b; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; padding: .6rem .75rem; border: 1px solid #c5ccd6; border-radius: 8px; font: inherit; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; background: #1a3a6b; color: #fff; border: 0; border-radius: 8px;
    font: inherit; font-weight: 500; letter-spacing: .02857em; text-transform: uppercase; cursor: pointer; }
  button:hover { background: #12284a; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #c8962e; outline-offset: 2px; }
  .note { background: #eef3fb; padding: .5rem .75rem; border-radius: 8px; }
  .error { color: #b00020; background: #fdecee; padding: .5rem .75rem; border-radius: 8px; }
  .hint { color: rgba(0,0,0,.6); font-size: .9rem; }
  a { color: #1a3a6b; }
  code { overflow-wrap: anywhere; }
  footer { padding: 16px; text-align: center; color: rgba(0,0,0,.6); font-size: .875rem; }
  @media (min-width: 600px) { .toolbar { min-height: 64px; padding: 0 24px; } main { padding: 48px 24px; } .card { padding: 32px; } }`;

/** A whole HTML document around `body` (already-escaped markup), under the storefront's header; `wide` for reference pages. */
export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Formation &amp; Compliance</title>
<style>${STYLE}
</style>
</head>
<body>
<header class="app-bar"><div class="toolbar"><a class="brand" href="/">Formation &amp; Compliance</a></div></header>
<main>
<div class="card${options.wide ? ' wide' : ''}">
${body}
</div>
</main>
<footer>Formation &amp; Compliance Services</footer>
</body>
</html>`;
}

/** Whether the caller of a page-or-JSON route (form posts and scripts share one URL) wants JSON. */
export const wantsJson = (request: FastifyRequest) =>
  request.headers['content-type']?.includes('application/json') || request.headers.accept?.includes('application/json');

/** Answers with a page that no cache keeps (it may carry a CSRF token or speak of one person's account). */
export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
