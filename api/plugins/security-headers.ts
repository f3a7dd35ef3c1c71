// Helmet's security headers (Content-Security-Policy allowing Stripe, HSTS, frame and sniffing protections),
// worked out once at start-up and written on every response, instead of helmet rebuilding them per request.
// They go in with the reply's other headers, which Node checks and writes in one pass (set one by one on the raw
// response, each was checked twice). A route that takes over the raw response (an event stream) writes
// `reply.getHeaders()`, which holds them.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
};

/** The headers helmet sets for these options, in its order (its middleware run once on a recording response). */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders().map(([name, value]) => [name.toLowerCase(), value] as const);
  app.addHook('onRequest', (_request, reply, done) => {
    for (let i = 0; i < headers.length; i++) reply.header(headers[i][0], headers[i][1]);
    done();
  });
});
