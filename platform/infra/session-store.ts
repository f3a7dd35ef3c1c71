// Server-side sessions kept in PostgreSQL (Session table), in the store shape @fastify/session expects.
import type { CurrentUser, Role } from '../../domain/roles';
import type { Db } from './prisma';

type Callback<T = void> = (err?: unknown, value?: T) => void;

import type { Session } from 'fastify';

type StoredSession = Session & {
  cookie?: { expires?: Date | string | null };
  userId?: string;
  signedInUser?: CurrentUser | null;
};

/** A session row with its user's fields (null when nobody is signed in with it). */
interface SessionWithUser {
  data: unknown;
  expiresAt: Date;
  id: string | null;
  email: string | null;
  role: Role | null;
  subscriptionPlan: string | null;
}

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export class PrismaSessionStore {
  constructor(private readonly db: Db) {}

  /** The session and its user in one query: every signed-in request reads both before anything else. */
  get(sid: string, callback: Callback<StoredSession | null>): void {
    this.db.$queryRaw<SessionWithUser[]>`
        SELECT s.data, s."expiresAt", u.id, u.email, u.role::text AS role, u."subscriptionPlan"
        FROM "Session" s LEFT JOIN "User" u ON u.id = s."userId"
        WHERE s.sid = ${sid}`
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(undefined, null);
        const { id, email, role, subscriptionPlan } = row;
        const signedInUser = id && email && role ? { id, email, role, subscriptionPlan } : null;
        callback(undefined, { ...(row.data as StoredSession), signedInUser });
      })
      .catch((err) => callback(err));
  }

  set(sid: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + DEFAULT_TTL_MS);
    const { signedInUser: _, ...saved } = session;
    const data = JSON.parse(JSON.stringify(saved));
    const userId = typeof session.userId === 'string' ? session.userId : null;
    this.db.session
      .upsert({
        where: { sid },
        create: { sid, data, expiresAt: expires, userId },
        update: { data, expiresAt: expires, userId },
      })
      .then(() => callback())
      .catch((err) => callback(err));
  }

  destroy(sid: string, callback: Callback): void {
    this.db.session
      .deleteMany({ where: { sid } })
      .then(() => callback())
      .catch((err) => callback(err));
  }

  /** Removes expired sessions; called periodically. */
  async prune(): Promise<number> {
    const { count } = await this.db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    return count;
  }
}
