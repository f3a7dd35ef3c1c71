import { expect, type Page, test } from '@playwright/test';
import { calculatePricing, type Selection } from '../../domain/pricing';
import { formatUsd } from '../../storefront/src/lib/format';
import { COMPLETE_CHECKOUT_KEY, QUOTE_KEY } from '../../storefront/src/lib/storage-keys';

const TAGLINE = 'Building Businesses. Ensuring Compliance. Empowering Growth';
const NO_STATE_MESSAGE = 'Please select at least one state of formation';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const orderTotal = (page: Page) => page.getByRole('status', { name: 'Order total' });
const mainButton = (page: Page) =>
  page.getByRole('button', { name: /^(Select Services First|Select State to Continue|Proceed to Checkout)$/ });

/** Records every sessionStorage write, so the test can read what was stored even after the next page deletes it. */
async function recordSessionStorageWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: Record<string, string> = {};
    (window as unknown as { __sessionWrites: Record<string, string> }).__sessionWrites = writes;
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) writes[key] = value;
      return original.call(this, key, value);
    };
  });
}

async function sessionWrite(page: Page, key: string) {
  const raw = await page.evaluate(
    (k) => (window as unknown as { __sessionWrites: Record<string, string> }).__sessionWrites[k] ?? null,
    key,
  );
  expect(raw, `sessionStorage['${key}'] was written`).not.toBeNull();
  return JSON.parse(raw as string);
}

async function openBuilder(page: Page) {
  await page.goto('/packages');
  await page.getByRole('tab', { name: 'Custom Builder' }).click();
  await expect(page.getByRole('tab', { name: 'Custom Builder' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('public pages', () => {
  test('home page shows the tagline, the two buttons and the feature cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(TAGLINE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Formation' })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/packages');
    for (const title of ['Secure & Compliant', 'Fast Formation', 'Expert Support']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('navigation shows the public links and sign-in choices to a visitor', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Services', 'Packages', 'Get Started']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Already a client? Log in' })).toHaveAttribute('href', '/api/login');

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('on a small screen the navigation opens from a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already a client? Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('services page shows the three service cards with their prices and the call to action', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Corporate Services', level: 1 })).toBeVisible();
    for (const title of ['Entity Formation Services', 'Ongoing Services', 'Specialized Services']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const formation = page.getByRole('region', { name: 'Entity Formation Services' });
    await expect(formation.getByText('$200.00 + state fee')).toBeVisible();
    await expect(formation.getByText('$250.00 + state fee')).toBeVisible();
    await expect(formation.getByText('$600.00 + state fee')).toBeVisible();
    await expect(formation.getByText(/include the first year of registered agent service/)).toBeVisible();

    const ongoing = page.getByRole('region', { name: 'Ongoing Services' });
    for (const [name, price] of [
      ['Registered Agent Service', '$150.00/yr'],
      ['Nominee Service (Annual)', '$600.00/yr'],
      ['Compliance Binder', '$150.00 setup + $120.00/yr'],
      ['BOI/CTA Watch', '$100.00/yr'],
    ]) {
      const item = ongoing.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(item.getByText(price, { exact: true })).toBeVisible();
    }
    const specialized = page.getByRole('region', { name: 'Specialized Services' });
    // A Series LLC can be formed in DE and IL only (domain/availability.ts), so SD is not offered.
    await expect(specialized.getByText('Series Segmentation (DE/IL)')).toBeVisible();
    await expect(specialized.getByText('$250.00 per series')).toBeVisible();
    await expect(specialized.getByText('Business Valuation Binder')).toBeVisible();
    await expect(specialized.getByText('$700.00', { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Formation Disclaimer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compliance Reassurance' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Compliance Reassurance' }).getByText(/do not assume operational or fiduciary/),
    ).toBeVisible();
    await expect(
      page.getByText(/3-7 business days depending on complexity, state filing requirements and state processing speed/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Formation' })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/packages');
  });

  test('privacy policy shows its date and sections; terms of service render', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated January 26, 2025')).toBeVisible();
    for (const section of ['Information We Collect', 'How We Use Your Information', 'Data Security']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: /Third-Party Disclosure/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Contact Us/ })).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByText(/State filing fees are non-refundable/)).toBeVisible();
  });
});

test.describe('packages', () => {
  test('overview shows both packages and the state filing fee grid', async ({ page }) => {
    await page.goto('/packages');
    await expect(page.getByRole('tab', { name: 'Package Overview' })).toHaveAttribute('aria-selected', 'true');
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium.getByText('$1,300.00')).toBeVisible();
    await expect(premium.getByText('Resident agent in the first year')).toBeVisible();
    const allInOne = page.getByRole('article', { name: 'All-In-One' });
    await expect(allInOne.getByText('$5,000.00')).toBeVisible();
    await expect(allInOne.getByText(/\+ financing admin/)).toBeVisible();

    const grid = page.getByRole('table', { name: 'State Filing Fees' });
    const delaware = grid.getByRole('row', { name: /Delaware/ });
    await expect(delaware.getByRole('cell').nth(0)).toContainText('$100.00');
    const nevada = grid.getByRole('row', { name: /Nevada/ });
    await expect(nevada.getByRole('cell').nth(0)).toContainText('$425.00');
  });

  test('choosing Premium opens the builder with Delaware selected and a $1,400.00 total', async ({ page }) => {
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page.getByRole('tab', { name: 'Custom Builder' })).toHaveAttribute('aria-selected', 'true');
    await expect(checkbox(page, 'Premium')).toBeChecked();
    await expect(checkbox(page, 'Delaware (DE)')).toBeChecked();
    await expect(orderTotal(page)).toHaveText('$1,400.00');
    await expect(mainButton(page)).toHaveText('Proceed to Checkout');
    await expect(mainButton(page)).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'Ready to proceed' })).toContainText(
      '1 package, 0 services, 1 state',
    );

    // Back to the overview resets every selection.
    await page.getByRole('tab', { name: 'Package Overview' }).click();
    await page.getByRole('tab', { name: 'Custom Builder' }).click();
    await expect(checkbox(page, 'Premium')).not.toBeChecked();
    await expect(checkbox(page, 'Delaware (DE)')).not.toBeChecked();
    await expect(orderTotal(page)).toHaveText('$0.00');
    await expect(mainButton(page)).toHaveText('Select Services First');
  });

  test('services included in a chosen package are hidden and removed from the selection', async ({ page }) => {
    await openBuilder(page);
    await checkbox(page, 'LLC Formation').check();
    await checkbox(page, 'Compliance Binder (Annual)').check();
    await expect(orderTotal(page)).toHaveText('$320.00');

    await checkbox(page, 'Premium').check();
    await expect(checkbox(page, 'LLC Formation')).toHaveCount(0);
    await expect(checkbox(page, 'Compliance Binder Setup')).toHaveCount(0);
    await expect(checkbox(page, 'Compliance Binder (Annual)')).toBeChecked();
    await expect(checkbox(page, 'Corporation Formation')).toBeVisible();
    await expect(page.getByText('+ state fee').first()).toBeVisible();
    await expect(orderTotal(page)).toHaveText(formatUsd(1300 + 120));

    // Single mode: choosing the other package replaces Premium.
    await checkbox(page, 'All-In-One').check();
    await expect(checkbox(page, 'Premium')).not.toBeChecked();
    for (const hidden of ['LLC Formation', 'Trust Formation', 'Nominee Service (Annual)', 'Series Segmentation']) {
      await expect(checkbox(page, hidden)).toHaveCount(0);
    }
    await expect(page.getByText('$5,000.00 + state fee + financing admin')).toBeVisible();
  });

  test('button labels, the disabled rule and the no-state message', async ({ page }) => {
    await openBuilder(page);
    await expect(mainButton(page)).toHaveText('Select Services First');
    await expect(mainButton(page)).toBeDisabled();
    await expect(page.getByText(NO_STATE_MESSAGE)).toHaveCount(0);

    // A state alone is not enough.
    await checkbox(page, 'Wyoming (WY)').check();
    await expect(mainButton(page)).toHaveText('Select Services First');
    await expect(mainButton(page)).toBeDisabled();
    await checkbox(page, 'Wyoming (WY)').uncheck();

    await checkbox(page, 'Nominee Service (Annual)').check();
    await expect(mainButton(page)).toHaveText('Select State to Continue');
    await expect(mainButton(page)).toBeDisabled();
    await expect(page.getByText(NO_STATE_MESSAGE)).toBeVisible();

    // Single mode: choosing another state replaces the first.
    await checkbox(page, 'Wyoming (WY)').check();
    await checkbox(page, 'Nevada (NV)').check();
    await expect(checkbox(page, 'Wyoming (WY)')).not.toBeChecked();
    await expect(page.getByText(NO_STATE_MESSAGE)).toHaveCount(0);
    await expect(mainButton(page)).toHaveText('Proceed to Checkout');
    await expect(mainButton(page)).toBeEnabled();
    await expect(orderTotal(page)).toHaveText(
      formatUsd(calculatePricing({ packages: [], services: ['NOMINEE_ANNUAL'], states: ['NV'] }).total),
    );
  });

  test('the state search finds any of the 51 jurisdictions and prices its fee', async ({ page }) => {
    await openBuilder(page);
    await checkbox(page, 'Nominee Service (Annual)').check();
    // The six spec states are cards; the others are found by name or code.
    await expect(checkbox(page, 'Texas (TX)')).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'Search all 50 states and DC' });
    await search.fill('TX');
    await page.getByRole('option', { name: /^Texas \(TX\)/ }).click();
    await expect(checkbox(page, 'Texas (TX)')).toBeChecked();
    await expect(mainButton(page)).toHaveText('Proceed to Checkout');
    await expect(orderTotal(page)).toHaveText(
      formatUsd(calculatePricing({ packages: [], services: ['NOMINEE_ANNUAL'], states: ['TX'] }).total),
    );
  });

  test('multi-selection totals equal the shared pricing calculation', async ({ page }) => {
    await openBuilder(page);
    await page.getByRole('switch', { name: 'Enable Multi-Selection' }).check();

    const steps: { click: string; selection: Selection }[] = [
      { click: 'Premium', selection: { packages: ['PREMIUM'], services: [], states: [] } },
      { click: 'All-In-One', selection: { packages: ['PREMIUM', 'ALL_IN_ONE'], services: [], states: [] } },
      {
        click: 'Corporation Formation',
        selection: { packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['CORP_FORM'], states: [] },
      },
      {
        click: 'Delaware (DE)',
        selection: { packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['CORP_FORM'], states: ['DE'] },
      },
      {
        click: 'Nevada (NV)',
        selection: { packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['CORP_FORM'], states: ['DE', 'NV'] },
      },
      {
        click: 'California (CA)',
        selection: { packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['CORP_FORM'], states: ['DE', 'NV', 'CA'] },
      },
      {
        click: 'Premium',
        selection: { packages: ['ALL_IN_ONE'], services: ['CORP_FORM'], states: ['DE', 'NV', 'CA'] },
      },
    ];
    for (const step of steps) {
      await checkbox(page, step.click).click();
      await expect(orderTotal(page)).toHaveText(formatUsd(calculatePricing(step.selection).total));
    }
    await expect(checkbox(page, 'Delaware (DE)')).toBeChecked();
    await expect(checkbox(page, 'Nevada (NV)')).toBeChecked();
    await expect(checkbox(page, 'California (CA)')).toBeChecked();
    await expect(page.getByRole('alert').filter({ hasText: 'Ready to proceed' })).toContainText(
      '1 package, 1 service, 3 states',
    );
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Nevada filing fee')).toBeVisible();
    await expect(summary.getByText('Corporation Formation')).toBeVisible();
  });

  test('the builder works from the keyboard', async ({ page }) => {
    await page.goto('/packages');
    await page.getByRole('tab', { name: 'Package Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Custom Builder' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Custom Builder' })).toHaveAttribute('aria-selected', 'true');

    await checkbox(page, 'Premium').focus();
    await page.keyboard.press('Space');
    await expect(checkbox(page, 'Premium')).toBeChecked();
    await page.getByRole('switch', { name: 'Enable Multi-Selection' }).focus();
    await page.keyboard.press('Space');
    await checkbox(page, 'South Dakota (SD)').focus();
    await page.keyboard.press('Space');
    await checkbox(page, 'Wyoming (WY)').focus();
    await page.keyboard.press('Space');
    await expect(orderTotal(page)).toHaveText(
      formatUsd(calculatePricing({ packages: ['PREMIUM'], services: [], states: ['SD', 'WY'] }).total),
    );
    await mainButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('Save Detailed Quote stores the selection and confirms with a toast', async ({ page }) => {
    await recordSessionStorageWrites(page);
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Choose All-In-One' }).click();
    await page.getByRole('button', { name: 'Save Detailed Quote' }).click();
    await expect(page.getByText('Quote Saved')).toBeVisible();
    const quote = await sessionWrite(page, QUOTE_KEY);
    expect(quote).toMatchObject({ packages: ['ALL_IN_ONE'], services: [], states: ['DE'] });
    expect(quote.pricing).toEqual(calculatePricing({ packages: ['ALL_IN_ONE'], services: [], states: ['DE'] }));
  });

  test('Proceed to Checkout stores the selection and opens onboarding', async ({ page }) => {
    await recordSessionStorageWrites(page);
    await openBuilder(page);
    await page.getByRole('switch', { name: 'Enable Multi-Selection' }).check();
    await checkbox(page, 'Premium').check();
    await checkbox(page, 'Business Valuation Binder').check();
    await checkbox(page, 'Wyoming (WY)').check();
    await checkbox(page, 'Illinois (IL)').check();
    await mainButton(page).click();

    await expect(page).toHaveURL(/\/onboarding$/);
    const selection = { packages: ['PREMIUM'], services: ['VALUATION_MEMO'], states: ['WY', 'IL'] };
    const stored = await sessionWrite(page, COMPLETE_CHECKOUT_KEY);
    expect(stored).toMatchObject(selection);
    expect(stored.pricing).toEqual(calculatePricing(selection));
    expect(Number.isNaN(Date.parse(stored.timestamp))).toBe(false);
  });
});
