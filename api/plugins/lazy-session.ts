// @fastify/session, created only when a request can use a session. A request that carries a session cookie is
// handled exactly as before (session loaded from the store before the route runs, saved after). A request
// without one gets no session object, random id or cookie signature unless something reads `request.session`
// (sign-in, CSRF tokens, any route added later): the first read builds the same fresh session the plugin would
// have built, so routes need no opt-in. An untouched fresh session is never saved, so skipping it changes nothing.
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

type Done = HookHandlerDoneFunction;
type OnRequest = (request: FastifyRequest, reply: FastifyReply, done: Done) => void;
type OnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => void;

const SESSION = Symbol('session');
const PENDING_REPLY = Symbol('pendingSessionReply');

type LazyRequest = FastifyRequest & { [SESSION]: unknown; [PENDING_REPLY]: FastifyReply | null };

export const lazySession = fp(
  async (app: FastifyInstance, options: FastifySessionOptions & { cookieName: string }) => {
    let createSession: OnRequest | null = null;
    let saveSession: OnSend | null = null;
    // The plugin's own hooks are captured here and called from ours.
    const host = {
      decorate: app.decorate.bind(app),
      decorateRequest: (name: string, value: unknown) =>
        name === 'session' ? undefined : app.decorateRequest(name, value as never),
      addHook: (name: string, hook: OnRequest | OnSend) => {
        if (name === 'onRequest') createSession = hook as OnRequest;
        else if (name === 'onSend') saveSession = hook as OnSend;
        else throw new Error(`@fastify/session added an unexpected ${name} hook`);
      },
    };
    await new Promise<void>((resolve, reject) =>
      (fastifySession as unknown as { fastifySession: (...args: unknown[]) => void }).fastifySession(
        host,
        options,
        (err?: Error) => (err ? reject(err) : resolve()),
      ),
    );
    if (!createSession || !saveSession) throw new Error('@fastify/session did not register its hooks');
    const create = createSession as OnRequest;
    const save = saveSession as OnSend;

    app.decorateRequest(SESSION, null);
    app.decorateRequest(PENDING_REPLY, null);
    app.decorateRequest('session', {
      getter(this: LazyRequest) {
        const reply = this[PENDING_REPLY];
        if (reply) {
          this[PENDING_REPLY] = null;
          // Without a cookie the plugin builds the session synchronously.
          create(this, reply, () => {});
        }
        return this[SESSION];
      },
      setter(this: LazyRequest, value: unknown) {
        this[PENDING_REPLY] = null;
        this[SESSION] = value;
      },
    } as never);

    app.addHook('onRequest', (request, reply, done) => {
      if (request.cookies[options.cookieName]) return create(request, reply, done);
      (request as LazyRequest)[PENDING_REPLY] = reply;
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if ((request as LazyRequest)[SESSION] === null) return done();
      save(request, reply, payload, done);
    });
  },
  { name: '@fastify/session', dependencies: ['@fastify/cookie'] },
);
