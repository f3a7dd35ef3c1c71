// The one audit writer. recordAudit writes an entry through the Prisma client or inside a transaction (and, as it
// answers Prisma's own promise, within a batch `$transaction([...])` too); `audit` is recordAudit for an HTTP request,
// its actor and address taken from the request; recordAuditOnce writes an entry a retried job must not write twice.
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../domain/audit-actions';
import type { Prisma } from '../../../prisma/generated/client';

interface AuditActor {
  id?: string | null;
  email?: string | null;
  role?: string | null;
}

export interface AuditInput {
  action: AuditAction;
  target: string;
  success?: boolean;
  details?: Record<string, unknown>;
  actor?: AuditActor | null;
}

/** A Prisma client or an open transaction: both write audit entries. */
export type AuditWriter = Pick<Prisma.TransactionClient, 'auditEntry'>;

/** Writes one entry (the table is append-only: entries are never changed afterwards). */
export function recordAudit(db: AuditWriter, input: AuditInput & { ip?: string | null }) {
  const actor = input.actor ?? null;
  return db.auditEntry.create({
    data: {
      action: input.action,
      target: input.target,
      success: input.success ?? true,
      details: input.details as Prisma.InputJsonValue | undefined,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      role: actor?.role ?? null,
      ip: input.ip ?? null,
    },
    select: { id: true },
  });
}

/** Whether an entry with this action and target exists (given `detail`, with that value at that key of its details). */
export async function hasAuditEntry(
  db: AuditWriter,
  action: AuditAction,
  target: string,
  detail?: { key: string; equals: unknown },
): Promise<boolean> {
  const details = detail ? { details: { path: [detail.key], equals: detail.equals as Prisma.InputJsonValue } } : {};
  return (await db.auditEntry.findFirst({ where: { action, target, ...details }, select: { id: true } })) !== null;
}

/** recordAudit, unless an entry of the same action and target with the same value at `key` of its details exists. */
export async function recordAuditOnce(db: AuditWriter, input: AuditInput, key: string): Promise<void> {
  if (await hasAuditEntry(db, input.action, input.target, { key, equals: input.details?.[key] })) return;
  await recordAudit(db, input);
}

/** Records who did what, from where. Never throws: a failed audit write is logged, not shown to the user. */
export async function audit(db: AuditWriter, request: FastifyRequest, input: AuditInput): Promise<void> {
  try {
    await recordAudit(db, { ...input, actor: input.actor ?? request.currentUser ?? null, ip: request.ip });
  } catch (err) {
    request.log.error({ err, action: input.action }, 'audit write failed');
  }
}
