// The queue board for operators: bull-board over every BullMQ queue (documents, quality runs, compliance,
// maintenance) at /api/admin/queues, for the `queues` area only (ADMIN, SUPERADMIN). Its routes are the library's
// own, so this plugin puts our guard on each, audits each change it makes, and answers failures as `{message}`.
// ADMIN only looks; a SUPERADMIN may retry, remove, promote and pause (api/lib/queue-board-actions.ts); nobody
// adds or edits jobs.
// The board's page sets an XSRF-TOKEN cookie: the board's HTTP client sends it back as the X-XSRF-TOKEN header,
// which the CSRF check accepts, so its actions pass the same CSRF and cross-site checks as every other request.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { HTTPStatus, IServerAdapter } from '@bull-board/api/typings/app';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { forbidden, serviceUnavailable } from '../../platform/errors';
import { connectionReady } from '../../platform/infra/redis';
import { createProducerConnection, queuePrefix } from '../../platform/queues/connection';
import { ALL_QUEUES } from '../../platform/queues/names';
import { audit } from '../../platform/services/audit';
import { queueBoardAction, superadminMayChange } from '../lib/queue-board-actions';
import { guardEveryRoute, requireArea, sessionUser } from '../plugins/auth';
import { errorAnswer } from '../plugins/errors';
import { escapeHtml, htmlPage, sendPage } from './html-page';

/** @internal */
export const QUEUE_BOARD_PATH = '/api/admin/queues';
const XSRF_COOKIE = 'XSRF-TOKEN';
const REDIS_AWAY = 'Redis is not reachable: the queues show here again once it is back.';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function queueBoardRoutes(app: FastifyInstance) {
  // Fails fast: with Redis away the board says so at once instead of waiting for it.
  const connection = createProducerConnection(app.config, 'queue-board');
  const queues = ALL_QUEUES.map((name) => new Queue(name, { connection, prefix: queuePrefix(app.config) }));
  for (const queue of queues) queue.on('error', () => {});

  const adapter = new FastifyAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    // @bull-board/fastify carries its own copy of @bull-board/api (one patch version apart): same shape, but
    // TypeScript tells their classes apart by their private fields.
    serverAdapter: adapter as unknown as IServerAdapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  // The library's own handler answers with the error's message and a 500 for anything: ours words it safely.
  adapter.setErrorHandler((error) => {
    // Redis went away during the request.
    if (connection.status !== 'ready') return { status: 503 as HTTPStatus, body: { message: REDIS_AWAY } };
    const { status, message } = errorAnswer(error as FastifyError, app.log);
    // Its type lists a few statuses only; Fastify sends any.
    return { status: status as HTTPStatus, body: { message } };
  });

  guardEveryRoute(app, requireArea('queues'));
  app.addHook('preHandler', async (request, reply) => {
    if (!isStaticFile(request) && !(await connectionReady(connection, app.config.redisCommandTimeoutMs))) {
      if (isBoardPage(request))
        return sendPage(
          reply,
          503,
          htmlPage('Queues', `<h1>Queues</h1><p class="error" role="alert">${escapeHtml(REDIS_AWAY)}</p>`),
        );
      throw serviceUnavailable(REDIS_AWAY);
    }
    if (request.method === 'GET' && isBoardPage(request)) setXsrfCookie(reply);
    if (CHANGES.has(request.method)) await refuseUnlessAllowed(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (CHANGES.has(request.method) && reply.statusCode < 400) await auditChange(request, reply);
    return payload;
  });
  app.addHook('onClose', async () => {
    if (connection.status === 'ready') await Promise.allSettled(queues.map((queue) => queue.close()));
    connection.disconnect();
  });

  await app.register(adapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}

const boardRoute = (request: FastifyRequest) => (request.routeOptions.url ?? '').slice(QUEUE_BOARD_PATH.length);

const isStaticFile = (request: FastifyRequest) => boardRoute(request).startsWith('/static/');

/** The board's HTML page (its client-side routes), not its JSON API nor its static files. */
const isBoardPage = (request: FastifyRequest) => !/^\/(api|static)\//.test(boardRoute(request));

function setXsrfCookie(reply: FastifyReply) {
  reply.setCookie(XSRF_COOKIE, reply.generateCsrf(), {
    path: QUEUE_BOARD_PATH,
    sameSite: 'strict',
    httpOnly: false, // read by the board's script, which echoes it in a header
    secure: reply.request.protocol === 'https',
  });
}

/** A change the board's routes offer but the role may not make: 403, audited (after the CSRF check, like any change). */
async function refuseUnlessAllowed(request: FastifyRequest) {
  const { role } = sessionUser(request);
  const route = boardRoute(request);
  if (role === 'SUPERADMIN' && superadminMayChange(request.method, route)) return;
  const refusal = forbidden(
    role === 'SUPERADMIN'
      ? 'Forbidden: nobody adds, edits or reschedules jobs on the queue board'
      : 'Forbidden: the queue board is read-only for your role (a SUPERADMIN may retry or remove jobs)',
  );
  await audit(request.server.db, request, {
    action: AUDIT_ACTIONS.accessDenied,
    target: `${request.method} ${request.url.split('?')[0]}`,
    success: false,
    details: { area: 'queues', route: `${request.method} ${request.routeOptions.url}`, status: 403 },
  });
  throw refusal;
}

async function auditChange(request: FastifyRequest, reply: FastifyReply) {
  const params = request.params as { queueName?: string; jobId?: string; queueStatus?: string; schedulerId?: string };
  const named = queueBoardAction(request.method, boardRoute(request));
  await audit(request.server.db, request, {
    action: named ?? AUDIT_ACTIONS.queueChange,
    target: params.queueName ? `queue:${params.queueName}${params.jobId ? `/job:${params.jobId}` : ''}` : 'queue:all',
    details: {
      route: `${request.method} ${request.routeOptions.url}`,
      status: reply.statusCode,
      ...(params.queueStatus ? { queueStatus: params.queueStatus } : {}),
      ...(params.schedulerId ? { schedulerId: params.schedulerId } : {}),
    },
  });
}
