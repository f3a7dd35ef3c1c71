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

/**
 * Records the text of every status element (toast) the page shows, across navigations. A refusal's toast is
 * followed 500 ms later by the way to sign-in; recording it as it appears does not depend on reading it in time.
 */
export async function recordStatusTexts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordStatusText', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (element: Element) =>
      (window as unknown as { __recordStatusText: (text: string) => void }).__recordStatusText(
        element.textContent ?? '',
      );
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[role="status"]')) report(node);
          for (const inner of node.querySelectorAll('[role="status"]')) report(inner);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
