// Whether a state-changing request comes from our own pages (OWASP ASVS 5, 3.5): browsers say where a request
// comes from in `Sec-Fetch-Site` and `Origin`. A request from another site is refused, so that a page elsewhere
// cannot sign someone in (login CSRF) or act without a session. Clients that send neither header (curl, servers)
// are not browsers and pass.

export interface RequestOriginHeaders {
  origin?: string;
  secFetchSite?: string;
  /** The Host the request was sent to (the request's own address when the app is reached directly). */
  host?: string;
}

const hostOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : null;
  } catch {
    return null;
  }
};

/** Why the request is refused as cross-site, or null when it is same-origin or not from a browser. */
export function crossSiteRefusal(headers: RequestOriginHeaders, publicUrl: string): string | null {
  const site = headers.secFetchSite?.toLowerCase();
  if (site === 'cross-site') return 'the request comes from another site';
  // The browser's own verdict. With our `Referrer-Policy: no-referrer` a same-origin form post sends `Origin: null`,
  // so Origin alone would refuse our own sign-in form.
  if (site === 'same-origin' || site === 'none') return null;
  // `same-site` (a sibling host) or a browser without Sec-Fetch-Site: the Origin decides.
  if (headers.origin === undefined) return null;
  const from = hostOf(headers.origin);
  if (!from) return `the request's origin (${headers.origin.slice(0, 100)}) is not a web address`;
  const own = [hostOf(publicUrl), headers.host?.toLowerCase()].filter(Boolean);
  return own.includes(from) ? null : `the request comes from ${from}, not from this site`;
}
