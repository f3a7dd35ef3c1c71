// What several specs check of a page as it is now: axe's serious findings and the server pages' look.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical violations (WCAG 2.1 A and AA, and best practice). */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The body's font, background and the brand's colour, as the browser computed them. */
export const lookOf = (page: Page) =>
  page.evaluate(() => {
    const brand = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Formation & Compliance');
    const body = getComputedStyle(document.body);
    return {
      font: body.fontFamily,
      background: body.backgroundColor,
      brand: brand ? getComputedStyle(brand).color : null,
    };
  });
