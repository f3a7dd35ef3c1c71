// Webhook URLs may only reach the public internet over https: no loopback, private, shared, link-local (cloud
// metadata) or reserved address, in IPv4, IPv6 or IPv4 written as IPv6. Checked when an endpoint is registered and
// again at each delivery after DNS resolution, connecting to the address checked (a name that changes its answer
// between the two cannot slip through). PARTNER_WEBHOOK_ALLOW_LOCAL=true lifts the rule for tests and development.
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The special-purpose ranges are ipaddr.js's (IANA's IPv4 and IPv6 special-purpose registries, kept up to date
// by its maintainers): an address is public when it falls in none of them ('unicast'). Only the deprecated
// IPv4-compatible form (::a.b.c.d, inside ::/96, which the library counts as unicast) is unwrapped here, as the
// mapped forms (::ffff:0:0/96, ::ffff:0:0:0/96) are: the IPv4 address inside is what would be reached.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];

/** The address an IPv6 one stands for when it carries an IPv4 address (mapped or compatible), else itself. */
function carried(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.match(IPV4_COMPATIBLE) && v6.range() === 'unicast') {
    const bytes = v6.toByteArray().slice(12);
    return new ipaddr.IPv4(bytes);
  }
  return v6;
}

/**
 * Whether an IP address is on the public internet (in no special-purpose range, whatever form it is written in).
 * @internal
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  if (isIP(plain) === 0 || !ipaddr.isValid(plain)) return false;
  const parsed = ipaddr.parse(plain);
  const inner = carried(parsed);
  return inner.range() === 'unicast';
}

export class WebhookUrlRefused extends Error {
  name = 'WebhookUrlRefused';
}

export interface WebhookTarget {
  url: URL;
  /** The addresses the host resolved to, all checked: connect to one of these, never resolve again. */
  addresses: LookupAddress[];
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** The URL with its host's checked addresses, or WebhookUrlRefused saying why it may not be used. */
export async function checkWebhookUrl(
  raw: string,
  options: { allowLocal: boolean; resolve?: Resolve },
): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused('url: must be an absolute URL (https://...)');
  }
  const allowedProtocols = options.allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!allowedProtocols.includes(url.protocol)) throw new WebhookUrlRefused('url: must use https');
  if (url.username || url.password) throw new WebhookUrlRefused('url: must not hold a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? resolveAll)(host);
    } catch {
      throw new WebhookUrlRefused(`url: the host ${host} could not be resolved`);
    }
  }
  if (!addresses.length) throw new WebhookUrlRefused(`url: the host ${host} could not be resolved`);
  if (!options.allowLocal && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new WebhookUrlRefused(`url: ${host} is not a public internet address`);
  return { url, addresses };
}
