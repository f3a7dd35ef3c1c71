// The E2E check without a browser: every step is reported 'skipped: no browser' (the journey itself runs in
// tests/e2e/quality.spec.ts, where the storefront is built and Chromium installed).
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../domain/quality-results';
import { E2E_STEPS, NO_BROWSER, runE2eJourney } from '../../worker/quality/checks/e2e';

describe('E2E journey', () => {
  it("says 'skipped: no browser' for every step when Chromium is not installed", async () => {
    const results: CheckResult[] = [];
    const target = { baseUrl: 'http://127.0.0.1:9', ownOrigins: [] };
    const outcome = await runE2eJourney(target, 1000, '/nonexistent/chromium', async (result) => {
      results.push(result);
    });
    expect(outcome).toEqual({ skipped: true });
    expect(results.map((result) => [result.name, result.status, result.message])).toEqual(
      E2E_STEPS.map((name) => [name, 'skipped', NO_BROWSER]),
    );
  });
});
