// One rule for the platform's own address, shared by the API (saving a suite) and the worker (running it).
import { describe, expect, it } from 'vitest';
import { platformOrigins, refusedTarget } from '../../domain/quality-targets';
import { targetUrl } from '../../worker/quality/checks/target';

const OWN_SPELLINGS = [
  'http://localhost:3000/api/health',
  'http://LOCALHOST:3000/api/health',
  'http://127.0.0.1:3000/',
  'http://127.1:3000/',
  'http://0x7f000001:3000/',
  'http://[::1]:3000/x',
  'http://[0:0:0:0:0:0:0:1]:3000/x',
];
const FOREIGN_SPELLINGS = [
  'http://localhost:3001/',
  'https://localhost:3000/',
  'http://127.0.0.2:3000/',
  'http://[::ffff:127.0.0.1]:3000/',
  'http://localhost.:3000/',
  'http://example.com:3000/',
  'http://10.0.0.1:3000/',
  'ftp://localhost:3000/',
];

describe('platformOrigins', () => {
  it('adds every loopback spelling of a loopback URL and of the listening port, nothing else', () => {
    expect(platformOrigins(['http://localhost:3000']).sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
    expect(platformOrigins(['https://app.example.com/'], 4000).sort()).toEqual(
      ['http://127.0.0.1:4000', 'http://[::1]:4000', 'http://localhost:4000', 'https://app.example.com'].sort(),
    );
    expect(platformOrigins(['not a url', 'https://app.example.com'])).toEqual(['https://app.example.com']);
  });

  it('is the same rule in the API and the worker for every spelling', () => {
    // The API: PUBLIC_URL and its listening port. The worker: its base URL and PUBLIC_URL (and the same port).
    const api = platformOrigins(['http://localhost:3000'], 3000);
    const worker = { baseUrl: 'http://127.0.0.1:3000', ownOrigins: ['http://localhost:3000'], listeningPort: 3000 };
    const workerOnly = { baseUrl: 'http://127.0.0.1:3000', ownOrigins: [] };
    for (const url of OWN_SPELLINGS) {
      expect(refusedTarget(url, api), url).toBeNull();
      expect(targetUrl(worker, url), url).toEqual({ ok: true, url });
      expect(targetUrl(workerOnly, url), url).toEqual({ ok: true, url });
    }
    for (const url of FOREIGN_SPELLINGS) {
      expect(refusedTarget(url, api), url).not.toBeNull();
      expect(targetUrl(worker, url).ok, url).toBe(false);
    }
  });

  it('does not widen a public address to loopback unless the API listens there', () => {
    const own = platformOrigins(['https://app.example.com']);
    expect(refusedTarget('https://app.example.com/x', own)).toBeNull();
    expect(refusedTarget('http://localhost:443/', own)).toMatch(/not the platform's own address/);
    expect(refusedTarget('http://127.0.0.1/', own)).toMatch(/not the platform's own address/);
  });
});
