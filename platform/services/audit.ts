import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../domain/audit-actions';
import type { Db } from '../infra/prisma';

export interface AuditActor {
  id: string;
  email: string;
  role: string;
}

export interface AuditInput {
  action: AuditAction;
  target: string;
  success?: boolean;
  details?: Record<string, unknown>;
  actor?: AuditActor | null;
}

/** Writes one entry (the table is append-only: entries are never changed afterwards). */
export async function recordAudit(db: Db, input: AuditInput & { ip?: string | null }): Promise<void> {
  const actor = input.actor ?? null;
  await db.auditEntry.create({
    data: {
      action: input.action,
      target: input.target,
      success: input.success ?? true,
      details: input.details as object | undefined,
      actorId: actor?.id,
      actorEmail: actor?.email,
      role: actor?.role,
      ip: input.ip ?? null,
    },
  });
}

/** Records who did what, from where. Never throws: a failed audit write is logged, not shown to the user. */
export async function audit(db: Db, request: FastifyRequest, input: AuditInput): Promise<void> {
  try {
    await recordAudit(db, { ...input, actor: input.actor ?? request.currentUser ?? null, ip: request.ip });
  } catch (err) {
    request.log.error({ err, action: input.action }, 'audit write failed');
  }
}
