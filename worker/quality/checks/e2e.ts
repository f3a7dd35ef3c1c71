// E2E suites: the key storefront journey (home, package builder, pricing) in headless Chromium, when installed.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CheckResult } from '../../../domain/quality-results';
import type { Target } from './target';

export const NO_BROWSER = 'skipped: no browser';
/** @internal */
export const E2E_STEPS = ['home page', 'package builder', 'pricing'] as const;

const PREMIUM_IN_DELAWARE = { packages: ['PREMIUM'], services: [], states: ['DE'] };
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

type Step = (page: Page, base: string) => Promise<string>;

const STEPS: Record<(typeof E2E_STEPS)[number], Step> = {
  'home page': async (page, base) => {
    await page.goto(`${base}/`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    return `home shows "${(await heading.textContent())?.trim()}"`;
  },
  'package builder': async (page, base) => {
    await page.goto(`${base}/packages`);
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const tab = page.getByRole('tab', { name: 'Custom Builder' });
    await tab.waitFor();
    if ((await tab.getAttribute('aria-selected')) !== 'true') throw new Error('the Custom Builder did not open');
    return 'Premium chosen, builder open';
  },
  pricing: async (page, base) => {
    const response = await fetch(`${base}/api/pricing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PREMIUM_IN_DELAWARE),
    });
    const expected = usd(((await response.json()) as { total: number }).total);
    const total = page.getByRole('status', { name: 'Order total' });
    await total.filter({ hasText: expected }).waitFor();
    return `order total ${expected} matches the pricing API`;
  },
};

/** The journey in the Chromium at `executablePath` (config.chromiumPath); every step skipped when it is missing. */
export async function runE2eJourney(
  target: Target,
  timeout: number,
  executablePath: string,
  onResult: (result: CheckResult) => Promise<void>,
): Promise<{ skipped: boolean }> {
  if (!existsSync(executablePath)) {
    for (const name of E2E_STEPS) await onResult({ name, status: 'skipped', message: NO_BROWSER, durationMs: 0 });
    return { skipped: true };
  }
  // Loaded on first use: playwright-core alone is about 40 MB of a process's memory.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(timeout);
    const base = target.baseUrl.replace(/\/$/, '');
    let broken = false;
    for (const name of E2E_STEPS) {
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);
      if (broken) {
        await onResult({ name, status: 'skipped', message: 'not reached: an earlier step failed', durationMs: 0 });
        continue;
      }
      try {
        const message = await STEPS[name](page, base);
        await onResult({ name, status: 'passed', message, durationMs: durationMs() });
      } catch (err) {
        broken = true;
        await onResult({
          name,
          status: 'failed',
          message: (err as Error).message.split('\n')[0],
          durationMs: durationMs(),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return { skipped: false };
}
