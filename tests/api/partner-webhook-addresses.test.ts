// The webhook address check takes its special-purpose ranges from ipaddr.js (IANA's IPv4 and IPv6 registries):
// every range's first and last address is refused, in each way of writing it (IPv4 mapped, translated or
// compatible in IPv6), the addresses just outside a range are accepted when no other range holds them, and the
// API refuses an endpoint on such an address (`https://[::ffff:0:7f00:1]/x` included).
import { randomUUID } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../platform/services/partners/webhook-address';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Subnet = [Address, number];

/** Every special-purpose range the library lists, with its name. */
function specialRanges(kind: 'ipv4' | 'ipv6'): [string, Subnet][] {
  // The library's own table (not in its type declarations): the ranges its range() answers from.
  const prototype = (kind === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).prototype as unknown as {
    SpecialRanges: Record<string, Subnet | Subnet[]>;
  };
  const ranges = prototype.SpecialRanges;
  return Object.entries(ranges).flatMap(([name, subnets]) =>
    (Array.isArray(subnets[0]) ? (subnets as Subnet[]) : [subnets as Subnet]).map(
      (subnet) => [name, subnet] as [string, Subnet],
    ),
  );
}

const bytesToAddress = (bytes: number[]): Address => ipaddr.fromByteArray(bytes);

/** The first and last addresses of a range, and the ones just before and after it (when they exist). */
function boundaries([network, prefix]: Subnet) {
  const bytes = network.toByteArray();
  const bits = bytes.length * 8;
  const first = [...bytes];
  const last = bytes.map((byte, i) => {
    const hostBits = Math.max(0, Math.min(8, (i + 1) * 8 - prefix));
    return byte | ((1 << hostBits) - 1);
  });
  const step = (from: number[], delta: 1 | -1): number[] | null => {
    const out = [...from];
    for (let i = out.length - 1; i >= 0; i--) {
      const next = out[i] + delta;
      if (next >= 0 && next <= 255) {
        out[i] = next;
        return out;
      }
      out[i] = delta === 1 ? 0 : 255;
    }
    return null;
  };
  expect(bits).toBeGreaterThanOrEqual(prefix);
  return {
    first: bytesToAddress(first),
    last: bytesToAddress(last),
    before: step(first, -1) && bytesToAddress(step(first, -1) as number[]),
    after: step(last, 1) && bytesToAddress(step(last, 1) as number[]),
  };
}

const carriesIpv4 = ipaddr.parseCIDR('::/80') as [ipaddr.IPv6, number];
/** In a range, or an IPv6 address carrying an IPv4 one (::/96, ::ffff:0:0/96): those are judged by the IPv4 inside. */
const isSpecial = (address: Address) =>
  address.range() !== 'unicast' || (address.kind() === 'ipv6' && (address as ipaddr.IPv6).match(carriesIpv4));

describe('webhook address ranges', () => {
  for (const kind of ['ipv4', 'ipv6'] as const)
    for (const [name, subnet] of specialRanges(kind)) {
      const { first, last, before, after } = boundaries(subnet);
      it(`refuses ${name} ${subnet[0].toString()}/${subnet[1]} at ${first} and ${last}, and not its neighbours`, () => {
        for (const inside of [first, last]) expect(isPublicAddress(inside.toString()), inside.toString()).toBe(false);
        for (const outside of [before, after])
          if (
            outside &&
            !isSpecial(outside) &&
            !(outside.kind() === 'ipv6' && (outside as ipaddr.IPv6).isIPv4MappedAddress())
          )
            expect(isPublicAddress(outside.toString()), outside.toString()).toBe(true);
        // An IPv4 range written inside IPv6 (mapped, translated, compatible) is refused as well.
        if (kind === 'ipv4')
          for (const inside of [first, last]) {
            const dotted = inside.toString();
            for (const written of [`::ffff:${dotted}`, `::ffff:0:${dotted}`, `::${dotted}`])
              expect(isPublicAddress(written), written).toBe(false);
          }
      });
    }

  it.each([
    ['::ffff:0:7f00:1', false],
    ['[::ffff:0:7f00:1]', false],
    ['::ffff:8.8.8.8', true],
    ['::8.8.8.8', true],
    ['::ffff:0:8.8.8.8', false],
    ['9.255.255.255', true],
    ['11.0.0.0', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['2606:4700:4700::1111', true],
    ['2001:db8::1', false],
    ['3fff::1', false],
    ['5f00::1', false],
    ['not an address', false],
  ])('answers %s public: %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('webhook endpoints on special addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => ctx?.close());

  it.each([
    'https://[::ffff:0:7f00:1]/x',
    'https://[::ffff:0:a9fe:a9fe]/x',
    'https://[::a9fe:a9fe]/x',
    'https://192.0.0.8/x',
  ])('refuses %s at registration', async (url) => {
    const { keys } = await createPartner(ctx.db);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhook_endpoints',
      headers: { authorization: `Bearer ${keys.TEST}`, 'idempotency-key': randomUUID() },
      payload: { url, events: ['*'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('not a public internet address');
  });
});
