import { expect, type Page, test } from '@playwright/test';
import { calculatePricing } from '../../domain/pricing';
import { formatUsd } from '../../storefront/src/lib/format';
import {
  CHECKOUT_DATA_KEY,
  COMPLETE_CHECKOUT_KEY,
  PACKAGE_SELECTIONS_KEY,
} from '../../storefront/src/lib/storage-keys';

const CONTACT_MESSAGE = 'Please fill in all required contact information';
const SERVICES_MESSAGE = 'Please select packages or individual services';
const STATES_MESSAGE = 'Please select states and provide business names for each';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepText = (page: Page, n: number) => page.getByText(`Step ${n} of 4`, { exact: true });
const stateCard = (page: Page, code: string) => page.locator(`button[data-state="${code}"]`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function closeToast(page: Page) {
  await page.getByRole('status').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Please/ })).toHaveCount(0);
}

async function fillContact(page: Page, email = 'ada@example.com') {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Company').fill('Engines Ltd');
}

/** Puts a hand-over entry in sessionStorage as the packages page would, then opens onboarding. */
async function openWithHandOver(page: Page, key: string, value: unknown) {
  await page.goto('/');
  await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [key, JSON.stringify(value)] as const);
  await page.goto('/onboarding');
  await expect(stepText(page, 1)).toBeVisible();
}

async function entityOptions(page: Page, stateName: string) {
  return page.getByLabel(`${stateName} entity type`).locator('option').allTextContents();
}

test('each step refuses to advance until it is valid, with its own message', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(stepText(page, 1)).toBeVisible();
  await expect(page.getByText('25% Complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Step 1: first name, last name and email, non-empty after trimming.
  await next(page);
  await expect(toast(page, CONTACT_MESSAGE)).toBeVisible();
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await closeToast(page);
  await next(page);
  await expect(toast(page, CONTACT_MESSAGE)).toBeVisible();
  await expect(stepText(page, 1)).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  // Enter in the step's form moves on, and the fixed step's message goes away.
  await page.getByLabel('Email').press('Enter');
  await expect(stepText(page, 2)).toBeVisible();
  await expect(toast(page, CONTACT_MESSAGE)).toHaveCount(0, { timeout: 1500 });
  await expect(page.getByText('50% Complete')).toBeVisible();

  // Step 2: a package or a service.
  await next(page);
  await expect(toast(page, SERVICES_MESSAGE)).toBeVisible();
  await expect(stepText(page, 2)).toBeVisible();
  await page.getByRole('checkbox', { name: /^LLC Formation/ }).check();
  await next(page);
  await expect(stepText(page, 3)).toBeVisible();

  // Step 3: a state, and a business name for at least one state.
  await next(page);
  await expect(toast(page, STATES_MESSAGE)).toBeVisible();
  await closeToast(page);
  await stateCard(page, 'WY').click();
  await expect(stateCard(page, 'WY')).toHaveAttribute('aria-pressed', 'true');
  await next(page);
  await expect(toast(page, STATES_MESSAGE)).toBeVisible();
  await page.getByLabel('Wyoming business name').fill('   ');
  await closeToast(page);
  await next(page);
  await expect(toast(page, STATES_MESSAGE)).toBeVisible();
  await expect(stepText(page, 3)).toBeVisible();
  await page.getByLabel('Wyoming business name').fill('Frontier Holdings LLC');
  await page.getByLabel('Wyoming business name').press('Enter');
  await expect(stepText(page, 4)).toBeVisible();
  await expect(page.getByText('100% Complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();

  // Back freely, with everything kept.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Wyoming business name')).toHaveValue('Frontier Holdings LLC');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepText(page, 1)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});

test('complete-checkout hand-over pre-selects packages, services and states, and is deleted', async ({ page }) => {
  await openWithHandOver(page, COMPLETE_CHECKOUT_KEY, {
    packages: ['PREMIUM'],
    services: ['VALUATION_MEMO', 'BINDER_SETUP'],
    states: ['DE', 'CA'],
    pricing: calculatePricing({ packages: ['PREMIUM'], services: ['VALUATION_MEMO'], states: ['DE', 'CA'] }),
  });
  expect(await page.evaluate((k) => sessionStorage.getItem(k), COMPLETE_CHECKOUT_KEY)).toBeNull();
  await fillContact(page);
  await next(page);
  await expect(page.getByRole('checkbox', { name: /^Premium package/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Business Valuation Binder/ })).toBeChecked();
  // Services the package includes are not offered again.
  await expect(page.getByRole('checkbox', { name: /^LLC Formation/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Compliance Binder Setup/ })).toHaveCount(0);
  const total = calculatePricing({ packages: ['PREMIUM'], services: ['VALUATION_MEMO'], states: ['DE', 'CA'] }).total;
  await expect(page.getByTestId('order-total')).toHaveText(formatUsd(total));

  // Editing: choosing All-In-One drops the valuation binder it includes.
  await page.getByRole('checkbox', { name: /^All-In-One package/ }).check();
  await expect(page.getByRole('checkbox', { name: /^Business Valuation Binder/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^All-In-One package/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: /^Business Valuation Binder/ })).not.toBeChecked();

  await next(page);
  await expect(page.getByLabel('Multi-state formation')).toBeChecked();
  await expect(stateCard(page, 'DE')).toHaveAttribute('aria-pressed', 'true');
  await expect(stateCard(page, 'CA')).toHaveAttribute('aria-pressed', 'true');
  await expect(stateCard(page, 'WY')).toHaveAttribute('aria-pressed', 'false');

  // Reloading does not bring the hand-over back.
  await page.reload();
  await fillContact(page);
  await next(page);
  await expect(page.getByRole('checkbox', { name: /^Premium package/ })).not.toBeChecked();
});

test('package-selections hand-over with single values pre-selects and is deleted', async ({ page }) => {
  await openWithHandOver(page, PACKAGE_SELECTIONS_KEY, {
    package: 'ALL_IN_ONE',
    services: ['BINDER_ANNUAL'],
    state: 'WY',
  });
  expect(await page.evaluate((k) => sessionStorage.getItem(k), PACKAGE_SELECTIONS_KEY)).toBeNull();
  await fillContact(page);
  await next(page);
  await expect(page.getByRole('checkbox', { name: /^All-In-One package/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Compliance Binder \(Annual\)/ })).toBeChecked();
  await next(page);
  await expect(page.getByLabel('Multi-state formation')).not.toBeChecked();
  await expect(stateCard(page, 'WY')).toHaveAttribute('aria-pressed', 'true');

  // Edit Selections: chips remove a package or a service.
  const editSelections = page.getByRole('button', { name: 'Edit Selections' });
  await editSelections.click();
  await expect(editSelections).toHaveAttribute('aria-expanded', 'true');
  // Wait for the panel to finish opening: a click while it slides open may land on the chip, not its delete icon.
  const panelId = await editSelections.getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"]`)).toHaveClass(/MuiCollapse-entered/);
  const serviceChip = page.getByRole('button', { name: 'Compliance Binder (Annual)' });
  await serviceChip.locator('.MuiChip-deleteIcon').click();
  await expect(serviceChip).toHaveCount(0);
  await expect(page.getByText('No individual services selected')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(formatUsd(5000 + 100));
});

test('entity types follow each state, and multi-state mode marks states Not Available', async ({ page }) => {
  await page.goto('/onboarding');
  await fillContact(page);
  await next(page);
  await page.getByRole('checkbox', { name: /^Premium package/ }).check();
  await next(page);

  const expected: Record<string, { name: string; types: string[] }> = {
    CA: { name: 'California', types: ['LLC', 'Corporation'] },
    SD: { name: 'South Dakota', types: ['LLC', 'Corporation'] },
    DE: { name: 'Delaware', types: ['LLC', 'Corporation', 'Trust', 'Series LLC'] },
    IL: { name: 'Illinois', types: ['LLC', 'Corporation', 'Trust', 'Series LLC'] },
    WY: { name: 'Wyoming', types: ['LLC', 'Corporation', 'Trust'] },
    NV: { name: 'Nevada', types: ['LLC', 'Corporation', 'Trust'] },
  };
  // Single-state mode: picking a state replaces the previous one.
  for (const [code, { name, types }] of Object.entries(expected)) {
    await stateCard(page, code).click();
    await expect(stateCard(page, code)).toHaveAttribute('aria-pressed', 'true');
    expect(await entityOptions(page, name)).toEqual(types);
    await expect(page.getByLabel(/ entity type$/)).toHaveCount(1);
  }

  // Multi-state mode with Series LLC: only DE and IL can be chosen.
  await page.getByLabel('Multi-state formation').check();
  await page.getByLabel('Entity type for all states').selectOption('SERIES_LLC');
  for (const code of ['WY', 'NV', 'CA', 'SD']) {
    await expect(stateCard(page, code)).toContainText('Not Available');
    await expect(stateCard(page, code)).toBeDisabled();
  }
  for (const code of ['DE', 'IL']) {
    await expect(stateCard(page, code)).not.toContainText('Not Available');
    await expect(stateCard(page, code)).toBeEnabled();
    await stateCard(page, code).click();
    await expect(stateCard(page, code)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByLabel('Delaware entity type')).toHaveValue('SERIES_LLC');
  await expect(page.getByLabel('Illinois entity type')).toHaveValue('SERIES_LLC');
  // NV (the last single pick) was dropped, as it has no Series LLC.
  await expect(stateCard(page, 'NV')).toHaveAttribute('aria-pressed', 'false');

  // Trust: everywhere but CA and SD.
  await page.getByLabel('Entity type for all states').selectOption('TRUST');
  for (const code of ['CA', 'SD']) await expect(stateCard(page, code)).toContainText('Not Available');
  for (const code of ['WY', 'NV', 'DE', 'IL']) await expect(stateCard(page, code)).toBeEnabled();
  await stateCard(page, 'CA').click({ force: true });
  await expect(stateCard(page, 'CA')).toHaveAttribute('aria-pressed', 'false');

  // LLC: every state.
  await page.getByLabel('Entity type for all states').selectOption('LLC');
  await expect(page.getByText('Not Available')).toHaveCount(0);
});

test("review lists entities by state with 'To be determined', and Proceed to Payment saves the record", async ({
  page,
}) => {
  await page.goto('/onboarding');
  await fillContact(page, 'review@example.com');
  await next(page);
  await page.getByRole('checkbox', { name: /^Premium package/ }).check();
  await page.getByRole('checkbox', { name: /^BOI\/CTA Watch/ }).check();
  await next(page);
  await page.getByLabel('Multi-state formation').check();
  await stateCard(page, 'DE').click();
  await stateCard(page, 'WY').click();
  await page.getByLabel('Delaware business name').fill('  Analytical Engines Inc. ');
  await page.getByLabel('Delaware entity type').selectOption('CORP');
  await page.getByLabel('Industry').fill('Computing');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('review@example.com')).toBeVisible();
  await expect(page.getByTestId('review-entity-DE')).toContainText('Delaware - Corporation');
  await expect(page.getByTestId('review-entity-DE')).toContainText('Analytical Engines Inc.');
  await expect(page.getByTestId('review-entity-WY')).toContainText('Wyoming - LLC');
  await expect(page.getByTestId('review-entity-WY')).toContainText('To be determined');
  const pricing = calculatePricing({ packages: ['PREMIUM'], services: ['BOI_CTA_ANNUAL'], states: ['DE', 'WY'] });
  await expect(page.getByTestId('order-total')).toHaveText(formatUsd(pricing.total));
  await expect(page.getByTestId('review-counts')).toHaveText('1 package · 1 service · 2 states');

  // Keep the checkout page from creating a payment: this test is about the saved record.
  await page.route('**/api/create-payment-intent', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CHECKOUT_DATA_KEY)) ?? 'null');
  expect(stored).toMatchObject({
    packages: ['PREMIUM'],
    services: ['BOI_CTA_ANNUAL'],
    states: ['DE', 'WY'],
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'review@example.com',
      phone: '+1 555 0100',
      company: 'Engines Ltd',
    },
    business: { businessName: 'Analytical Engines Inc.', industry: 'Computing', description: '' },
    entityDetails: {
      DE: { businessName: 'Analytical Engines Inc.', entityType: 'CORP' },
      WY: { businessName: '', entityType: 'LLC' },
    },
    businessNames: { DE: 'Analytical Engines Inc.' },
    pricing,
    step: 4,
    completed: true,
  });
  expect(Number.isNaN(Date.parse(stored.timestamp))).toBe(false);
});
