// The small server-rendered pages (sign-in, set password, cancel links): one layout, one escaping rule and one way
// to answer with a page or, for a JSON caller of the same route, with JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const errorParagraph = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(380px, 90vw); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #c5ccd6; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; background: #1a3a6b; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #7aa7e6; }
  .note { background: #eef3fb; padding: .5rem .75rem; border-radius: 4px; }
  .error { color: #b00020; background: #fdecee; padding: .5rem .75rem; border-radius: 4px; }
  .hint { color: #555; font-size: .9rem; }
  a { color: #1a3a6b; }`;

/** A whole HTML document around `body` (already-escaped markup). */
export function htmlPage(title: string, body: string): string {
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
