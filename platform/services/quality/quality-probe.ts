// The rows behind the security suite's probe session: a CLIENT user without a password (so nobody can sign in
// as it) and a session row stored the way the API's session store writes them.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

/** The probe's CLIENT user, created or reset to a client without a password. */
export const ensureProbeClient = (db: Db, email: string) =>
  db.user.upsert({
    where: { email },
    create: { email, role: 'CLIENT' },
    update: { role: 'CLIENT', passwordHash: null },
  });

export const storeProbeSession = (
  db: Db,
  session: { sid: string; userId: string; expiresAt: Date; data: Prisma.InputJsonValue },
) => db.session.create({ data: session });

export const deleteProbeSession = (db: Db, sid: string) => db.session.deleteMany({ where: { sid } });
