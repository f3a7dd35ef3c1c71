import type { Page } from '@playwright/test';

/**
 * Holds navigation to the sign-in page until `release()` is called. Refusals show a toast and redirect to
 * /api/login 500 ms later; holding the redirect lets a test read the toast however slow the machine is.
 */
export async function holdSignInPage(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/login',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release };
}
