// Sign-in throttling that cannot be turned against an account's owner: failed sign-ins (never successful ones) are
// limited per (account, client address) and per client address; an account-wide limit of failures sits far above, so
// guesses from one place never lock the owner out elsewhere, and past it a one-time sign-in link by email is the way
// in. Counted per email whether or not an account exists (so answers never tell which addresses have one), with the
// email folded (domain/email-identity.ts). Pure: the counts live in Redis (api/routes/auth.ts).

export const LOGIN_THROTTLE = {
  /** Failed sign-ins allowed for one account from one client address in a window (LOGIN_RATE_LIMIT_WINDOW_MS). */
  perAccountAddress: 5,
} as const;

/** How long a one-time sign-in link works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/** Sign-in links one mailbox may ask for in a window (beside the shared limit of the token routes). */
export const SIGN_IN_LINK_REQUESTS = { max: 3, windowMs: 15 * 60 * 1000 } as const;

const wait = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 120 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
};

/** Refused at this address: too many failures for this email from here. */
export function loginThrottledMessage(waitMs: number): string {
  return `Too many failed sign-ins for this email address. Try again in ${wait(waitMs)}, or ask for a one-time sign-in link by email.`;
}

/** Refused at this address: too many failures from here, whatever the accounts. */
export function addressThrottledMessage(waitMs: number): string {
  return `Too many failed sign-ins from this address. Try again in ${wait(waitMs)}, or ask for a one-time sign-in link by email.`;
}

/** Refused everywhere: the account-wide limit; the sign-in link still works. */
export function accountThrottledMessage(waitMs: number): string {
  return `Too many failed sign-ins for this email address from many places. Sign in with a one-time link sent by email, or try again in ${wait(waitMs)}.`;
}

export const SIGN_IN_LINK_SENT =
  'If an account exists for this email address, we have emailed it a sign-in link. It works once, for 15 minutes.';
