import type { FastifyRequest } from 'fastify';
import type { Db } from './prisma';

export interface AuditInput {
  action: string;
  target: string;
  success?: boolean;
  details?: Record<string, unknown>;
  actor?: { id: string; email: string; role: string } | null;
}

/** Records who did what, from where. Never throws: a failed audit write is logged, not shown to the user. */
export async function audit(db: Db, request: FastifyRequest, input: AuditInput): Promise<void> {
  const actor = input.actor ?? request.currentUser ?? null;
  try {
    await db.auditEntry.create({
      data: {
        action: input.action,
        target: input.target,
        success: input.success ?? true,
        details: input.details as object | undefined,
        actorId: actor?.id,
        actorEmail: actor?.email,
        role: actor?.role,
        ip: request.ip,
      },
    });
  } catch (err) {
    request.log.error({ err, action: input.action }, 'audit write failed');
  }
}
