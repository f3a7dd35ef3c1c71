import type { Role } from '../../../domain/roles';
import type { Db } from '../../infra/prisma';
import { hashPassword } from './passwords';

/** Creates the user, or updates the password and role of an existing one (emails are case-insensitive). */
export async function upsertUser(db: Db, input: { email: string; password: string; role: Role }) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.user.upsert({
    where: { email },
    create: { email, passwordHash, role: input.role },
    update: { passwordHash, role: input.role, inviteTokenHash: null, inviteExpiresAt: null },
  });
}

export const findUserByEmail = (db: Db, email: string) => db.user.findUnique({ where: { email } });

/** Notes a successful sign-in. */
export const recordSignIn = (db: Db, userId: string) =>
  db.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
