// Largest Contentful Paint, Cumulative Layout Shift and the JavaScript a page downloads, in Debian's Chromium
// with a slow phone's conditions: 4x CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip, empty cache.
import { chromium } from 'playwright-core';
import { loadConfig } from '../../platform/config';

export const THROTTLING = { cpuSlowdown: 4, downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 };

export interface PageMetrics {
  path: string;
  lcpMs: number;
  cls: number;
  /** JavaScript transferred (compressed bytes on the wire) until the page settled. */
  scriptBytes: number;
}

const OBSERVE = `
  window.__metrics = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__metrics.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__metrics.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

export async function measurePages(baseUrl: string, paths: string[], runs = 3): Promise<PageMetrics[]> {
  const browser = await chromium.launch({
    executablePath: loadConfig().chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: PageMetrics[] = [];
  try {
    for (const path of paths) {
      const samples: PageMetrics[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: THROTTLING.latencyMs,
          downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
          uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
        const scripts = new Map<string, number>();
        const types = new Map<string, string>();
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) => {
          if (types.get(event.requestId) === 'Script') scripts.set(event.requestId, event.encodedDataLength);
        });
        await page.addInitScript(OBSERVE);
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        // Largest Contentful Paint is final once the page has settled (lazy chunks, data).
        await page.waitForTimeout(3000);
        const metrics = (await page.evaluate('window.__metrics')) as { lcp: number; cls: number };
        samples.push({
          path,
          lcpMs: metrics.lcp,
          cls: metrics.cls,
          scriptBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
        });
        await context.close();
      }
      const median = <T>(values: T[], key: (value: T) => number) =>
        values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)];
      results.push({
        path,
        lcpMs: median(samples, (s) => s.lcpMs),
        cls: median(samples, (s) => s.cls),
        scriptBytes: median(samples, (s) => s.scriptBytes),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
