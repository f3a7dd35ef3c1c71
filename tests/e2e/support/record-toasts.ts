import type { Page } from '@playwright/test';

/**
 * Records the text of every toast (status or alert element) the page shows, across navigations. A refusal's toast
 * is followed 500 ms later by the way to sign-in; recording it as it appears does not depend on reading it in time
 * (holding that navigation instead would hold the page's locators too, which wait for it to finish).
 */
export async function recordToastTexts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordToastText', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript((toast) => {
    const report = (element: Element) =>
      (window as unknown as { __recordToastText: (text: string) => void }).__recordToastText(element.textContent ?? '');
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(toast)) report(node);
          for (const inner of node.querySelectorAll(toast)) report(inner);
        }
    }).observe(document, { childList: true, subtree: true });
  }, '[role="status"], [role="alert"]');
  return seen;
}
