// Where sign-in sends a user back to: the page that asked for it, when that is safe and the user may open it.
import { homePathFor, isStaffRole } from './roles';

const MAX_LENGTH = 512;
/** Pages only customers may open; staff sent there would be refused and asked to sign in again. */
const CUSTOMER_ONLY = ['/dashboard', '/documents', '/compliance'];
const STAFF_ONLY = ['/admin'];
/** The client's order list: customers only, while an order's own page (/orders/:id) is open to staff too. */
const CUSTOMER_ONLY_EXACT = ['/orders'];

const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/**
 * A same-origin path to return to, or undefined. Refuses absolute and protocol-relative URLs ('//evil', '/\evil'),
 * anything but printable ASCII, and the API itself (a return to /api/logout would sign the user straight out).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Printable ASCII only, as a browser sends an encoded URL: no spaces, control characters or raw Unicode
  // (which could split or break the Location header).
  if (!/^[\x21-\x7e]+$/.test(value)) return undefined;
  if (under(value, ['/api'])) return undefined;
  return value;
}

/** Where a user lands after signing in: back where they were when that page is theirs to open, else their home. */
export function landingPathFor(role: string, requested: unknown): string {
  const path = safeReturnPath(requested);
  if (!path) return homePathFor(role);
  const customerOnly = under(path, CUSTOMER_ONLY) || CUSTOMER_ONLY_EXACT.includes(path.split(/[?#]/)[0]);
  const refused = isStaffRole(role) ? customerOnly : under(path, STAFF_ONLY);
  return refused ? homePathFor(role) : path;
}
