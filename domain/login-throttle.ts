// Sign-in throttling per account: after a few attempts without success for one email address, each further one
// makes the next wait, twice as long each time, up to a cap. Counted per email whether or not an account exists,
// so the answer never tells which addresses have one. Pure: the counts live in Redis (api/lib/login-throttle.ts).

export const LOGIN_THROTTLE = {
  /** Attempts in a row without success allowed before any wait (typos). */
  freeFailures: 5,
  /** The first wait, doubled with each further failure. */
  firstDelayMs: 1000,
  /** The longest wait. */
  maxDelayMs: 15 * 60 * 1000,
  /** How long attempts are remembered after the last one (a success forgets them at once). */
  memoryMs: 60 * 60 * 1000,
} as const;

/** How long to wait before the next attempt after `failures` attempts in a row without success (0: no wait). */
export function loginDelayMs(failures: number, policy = LOGIN_THROTTLE): number {
  if (!Number.isFinite(failures) || failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 40);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** The message of a throttled attempt, the same for every email address. */
export function loginThrottledMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 120 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return `Too many failed sign-ins for this email address. Try again in ${wait}.`;
}
