// Quality suites may only aim at the platform itself: a suite must never become a way to probe other hosts
// or the internal network (SSRF). Pure checks on URL text; no name resolution.

/**
 * True for RFC 1918 / unique-local (private) and link-local addresses, IPv4 or IPv6, including mapped forms.
 * @internal
 */
export function isPrivateOrLinkLocal(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = bare.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  const ipv4 = mapped ? mapped[1] : bare;
  const octets = ipv4.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (octets) {
    const [a, b] = [Number(octets[1]), Number(octets[2])];
    return (
      a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0
    );
  }
  if (bare.includes(':')) return /^f[cd][0-9a-f]{2}:/.test(bare) || /^fe[89ab][0-9a-f]:/.test(bare);
  return false;
}

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * Why a target is refused, or null when it is the platform's own address. `ownOrigins` are the public URL and the
 * API's own listening address.
 */
export function refusedTarget(url: string, ownOrigins: readonly string[]): string | null {
  const origin = originOf(url);
  if (!origin) return `${url} is not an http(s) URL`;
  const own = ownOrigins.map(originOf).filter((value): value is string => value !== null);
  if (own.includes(origin)) return null;
  const host = new URL(url).hostname;
  if (isPrivateOrLinkLocal(host)) return `${host} is a private or link-local address: refused`;
  return `${origin} is not the platform's own address (${own.join(', ')}): refused`;
}

/** The spellings of this machine's loopback address that reach the same server. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

/**
 * The platform's own origins, one rule for the API (when a suite is saved) and the worker (when it runs): the given
 * URLs (PUBLIC_URL, the worker's base URL) and, for the loopback ones and for the port the API listens on, every
 * loopback spelling (127.0.0.1, localhost, [::1]) of that scheme and port.
 */
export function platformOrigins(urls: readonly string[], listeningPort?: number): string[] {
  const origins = new Set<string>();
  const addLoopback = (protocol: string, port: string) => {
    for (const host of LOOPBACK_HOSTS) origins.add(`${protocol}//${host}${port ? `:${port}` : ''}`);
  };
  for (const url of urls) {
    const origin = originOf(url);
    if (!origin) continue;
    origins.add(origin);
    const parsed = new URL(origin);
    if ((LOOPBACK_HOSTS as readonly string[]).includes(parsed.hostname)) addLoopback(parsed.protocol, parsed.port);
  }
  if (listeningPort) addLoopback('http:', String(listeningPort));
  return [...origins];
}
