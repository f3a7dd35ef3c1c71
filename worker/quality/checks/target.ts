// Where checks send requests: the platform's base URL, and only there (re-checked at run time).
import { platformOrigins, refusedTarget } from '../../../domain/quality-targets';

export interface Target {
  /** The platform's base URL, e.g. PUBLIC_URL. */
  baseUrl: string;
  /** Origins counted as the platform's own (the base URL and the API's listening address). */
  ownOrigins: string[];
  /** The port the API listens on (its loopback spellings count as the platform's own, as in the API). */
  listeningPort?: number;
}

export function targetUrl(
  target: Target,
  endpoint: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const url = endpoint.startsWith('/') ? `${target.baseUrl.replace(/\/$/, '')}${endpoint}` : endpoint;
  const refused = refusedTarget(url, platformOrigins([target.baseUrl, ...target.ownOrigins], target.listeningPort));
  return refused ? { ok: false, message: `target refused: ${refused}` } : { ok: true, url };
}
