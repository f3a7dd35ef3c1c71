// Webhook URLs reach only the public internet over https: loopback, private, link-local (metadata), IPv6 loopback,
// IPv4 written as IPv6 and names that resolve to any of them are refused, unless local addresses are allowed.
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, type Resolve, signWebhook } from '../../platform/services/partners';
import { isPublicAddress } from '../../platform/services/partners/webhook-address';
import { verifySignature } from '../../sdk/src/webhooks';

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const strict = (url: string, resolve: Resolve = resolvesTo('93.184.216.34')) =>
  checkWebhookUrl(url, { allowLocal: false, resolve });

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});

describe('checkWebhookUrl', () => {
  it('accepts https on a public address, giving the checked addresses', async () => {
    const target = await strict('https://hooks.example.com/formation');
    expect(target.addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it.each([
    ['http://hooks.example.com/', /https/],
    ['ftp://hooks.example.com/', /https/],
    ['not a url', /absolute URL/],
    ['https://user:pass@hooks.example.com/', /user name/],
    ['https://127.0.0.1/hook', /public/],
    ['https://10.1.2.3/hook', /public/],
    ['https://169.254.169.254/latest/meta-data', /public/],
    ['https://[::1]/hook', /public/],
    ['https://[::ffff:127.0.0.1]/hook', /public/],
    ['https://[::ffff:a9fe:a9fe]/hook', /public/],
  ])('refuses %s', async (url, reason) => {
    await expect(strict(url)).rejects.toThrow(reason);
  });

  it('refuses a name that resolves to a private address, even beside a public one', async () => {
    await expect(strict('https://internal.example.com/', resolvesTo('10.0.0.7'))).rejects.toThrow(/public/);
    await expect(strict('https://mixed.example.com/', resolvesTo('93.184.216.34', '127.0.0.1'))).rejects.toThrow(
      /public/,
    );
    await expect(strict('https://v6.example.com/', resolvesTo('::ffff:192.168.0.1'))).rejects.toThrow(/public/);
  });

  it('refuses a name that does not resolve', async () => {
    const fails: Resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(strict('https://nowhere.invalid/', fails)).rejects.toThrow(/could not be resolved/);
  });

  it('allows http and local addresses when PARTNER_WEBHOOK_ALLOW_LOCAL is set', async () => {
    const target = await checkWebhookUrl('http://127.0.0.1:4000/hook', { allowLocal: true });
    expect(target.addresses[0].address).toBe('127.0.0.1');
  });
});

describe('Formation-Signature', () => {
  it('verifies its own signature and refuses another body, secret or an old timestamp', () => {
    const body = '{"id":"evt_1"}';
    const header = signWebhook('whsec_a', body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, 'whsec_a')).toBe(true);
    expect(verifySignature(`${body} `, header, 'whsec_a')).toBe(false);
    expect(verifySignature(body, header, 'whsec_b')).toBe(false);
    const old = signWebhook('whsec_a', body, Math.floor(Date.now() / 1000) - 3600);
    expect(verifySignature(body, old, 'whsec_a')).toBe(false);
  });
});
