// Lighthouse's performance figures of a page in Debian's Chromium: its mobile preset (simulated slow 4G and a 4x
// slower CPU) or its desktop preset, as issue 24 measures them. A signed-in page gets the session cookie.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { loadConfig } from '../../platform/config';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  transferredBytes: number;
  /** The element Lighthouse found largest (its markup, cut short). */
  lcpElement: string;
}

/** The LCP element's snippet from the audit's details (a list of tables; the first names the node). */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found ? JSON.parse(`"${found[1]}"`).slice(0, 100) : 'unknown';
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function runLighthouse(
  url: string,
  options: { preset: 'mobile' | 'desktop'; cookie?: string },
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: loadConfig().chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_REPORTS=<dir>: each run's full report (JSON), to see what held the paint or the main thread.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const name = `${page}-${options.preset}-${Date.now()}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      transferredBytes: value('total-byte-weight'),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median LCP (Lighthouse varies run to run on a shared machine), and every run. */
export async function medianLighthouse(
  url: string,
  options: { preset: 'mobile' | 'desktop'; cookie?: string },
  runs: number,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // A trace now and then comes back unusable on a busy machine (NO_NAVSTART): that run is made again, once.
    all.push(await runLighthouse(url, options).catch(() => runLighthouse(url, options)));
  }
  const sorted = [...all].sort((a, b) => a.lcpMs - b.lcpMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: all };
}
