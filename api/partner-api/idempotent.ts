// Runs a POST once per Idempotency-Key (platform/services/partners/idempotency.ts): a replay answers the stored
// status and body with `Idempotent-Replayed: true`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { beginIdempotent, requestHash, type StoredAnswer } from '../../platform/services/partners';
import { callerOf } from './auth';
import { PartnerApiError } from './errors';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export async function idempotent(request: FastifyRequest, reply: FastifyReply, run: () => Promise<StoredAnswer>) {
  const caller = callerOf(request);
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '')
    throw new PartnerApiError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header with every POST',
      'Idempotency-Key',
    );
  if (!KEY_PATTERN.test(key))
    throw new PartnerApiError(
      400,
      'idempotency_key_invalid',
      'Idempotency-Key: 1 to 255 printable ASCII characters',
      'Idempotency-Key',
    );
  const hash = requestHash(`${request.method} ${request.routeOptions.url}`, {
    params: request.params,
    body: request.body,
  });
  const outcome = await beginIdempotent(
    request.server.db,
    { partnerId: caller.partnerId, mode: caller.mode, key },
    hash,
  );
  if (outcome.kind === 'reused')
    throw new PartnerApiError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was used with another request in the last 24 hours: use a new key for a new request',
      'Idempotency-Key',
      'idempotency_error',
    );
  if (outcome.kind === 'in_progress')
    throw new PartnerApiError(
      409,
      'idempotency_key_in_use',
      'A request with this Idempotency-Key is still running: retry shortly',
      'Idempotency-Key',
      'idempotency_error',
    );
  if (outcome.kind === 'replay') {
    reply.header('Idempotent-Replayed', 'true');
    return reply.status(outcome.answer.status).send(outcome.answer.body);
  }
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (err) {
    await outcome.abandon();
    throw err;
  }
  await outcome.finish(answer);
  return reply.status(answer.status).send(answer.body);
}
