// Server-side sessions kept in PostgreSQL (Session table), in the store shape @fastify/session expects.
import type { Db } from './prisma';

type Callback<T = void> = (err?: unknown, value?: T) => void;

import type { Session } from 'fastify';

type StoredSession = Session & { cookie?: { expires?: Date | string | null }; userId?: string };

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export class PrismaSessionStore {
  constructor(private readonly db: Db) {}

  get(sid: string, callback: Callback<StoredSession | null>): void {
    this.db.session
      .findUnique({ where: { sid } })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(undefined, null);
        callback(undefined, row.data as unknown as StoredSession);
      })
      .catch((err) => callback(err));
  }

  set(sid: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + DEFAULT_TTL_MS);
    const data = JSON.parse(JSON.stringify(session));
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
