// Failed sign-ins per email address in Redis (the rule is in domain/login-throttle.ts). Keys hold a hash of the
// address, not the address. Redis being away never blocks sign-in (like the per-address limit, skipOnError).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LOGIN_THROTTLE, loginDelayMs } from '../../domain/login-throttle';

export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private keys(email: string) {
    const base = `${this.prefix}:login-account:${createHash('sha256').update(email).digest('hex')}`;
    return { attempts: `${base}:attempts`, lock: `${base}:lock` };
  }

  /**
   * Starts an attempt: 0 when it may go on, else the milliseconds still to wait. Every attempt is counted before the
   * password is checked (a success forgets the count), and past the free ones only one attempt at a time gets the
   * slot that the wait opens, so parallel guesses gain nothing.
   */
  async begin(email: string): Promise<number> {
    const { attempts, lock } = this.keys(email);
    try {
      const waiting = await this.redis.pttl(lock);
      if (waiting > 0) return waiting;
      const count = await this.redis.incr(attempts);
      await this.redis.pexpire(attempts, LOGIN_THROTTLE.memoryMs);
      const delay = loginDelayMs(count);
      if (delay === 0) return 0;
      if (await this.redis.set(lock, '1', 'PX', delay, 'NX')) return 0;
      return Math.max(1, await this.redis.pttl(lock));
    } catch (err) {
      this.log.warn({ err }, 'sign-in throttle unavailable (Redis)');
      return 0;
    }
  }

  /** A successful sign-in forgets the failures. */
  async clear(email: string): Promise<void> {
    const { attempts, lock } = this.keys(email);
    try {
      await this.redis.del(attempts, lock);
    } catch (err) {
      this.log.warn({ err }, 'sign-in throttle unavailable (Redis)');
    }
  }
}
