// Webhook URLs may only reach the public internet over https: no loopback, private, shared, link-local (cloud
// metadata) or reserved address, in IPv4, IPv6 or IPv4 written as IPv6. Checked when an endpoint is registered and
// again at each delivery after DNS resolution, connecting to the address checked (a name that changes its answer
// between the two cannot slip through). PARTNER_WEBHOOK_ALLOW_LOCAL=true lifts the rule for tests and development.
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, ::a.b.c.d), else the address as given. */
function unwrap(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^(?:0{0,4}:){2,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1];
  const hex = /^(?:0{0,4}:){2,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return lower;
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const plain = unwrap(address);
  const family = isIP(plain);
  if (family === 0) return false;
  return !blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6');
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
