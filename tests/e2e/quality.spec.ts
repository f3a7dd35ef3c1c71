// /admin/quality: a suite created through the dialog runs in the worker against the live product, and its run,
// metric and cards update on screen.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './support/users';

async function openQuality(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/quality');
  await expect(page.getByRole('heading', { name: 'Advanced Quality Testing' })).toBeVisible();
}

test('create a suite through the dialog, run it, watch it finish and see the run, metric and cards update', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openQuality(page);

  // A fresh product: nothing has run yet.
  await expect(page.getByText('No test suites found. Create your first test suite to get started.')).toBeVisible();
  await expect(page.getByText('No test runs found. Execute a test suite to see results here.')).toBeVisible();
  await expect(page.getByText('No quality metrics available. Run tests to generate quality data.')).toBeVisible();
  await expect(page.getByTestId('quality-level')).toHaveText('N/A');
  await expect(page.getByTestId('quality-reliabilityScore')).toHaveText('0.0%');
  await expect(page.getByRole('heading', { name: 'Quality Health Check' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Test Suite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Test Suite' });
  await expect(dialog.getByLabel('Test Type')).toHaveText('Unit Tests');
  await expect(dialog.getByLabel('Configuration')).toHaveValue(/"endpoint": "\/api\/health"[\s\S]*"timeout": 5000/);

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  // Spaces alone are no name: refused in the form, under the field, before anything is sent.
  const name = dialog.getByLabel('Name');
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(page.getByText('Some fields need attention: see the message under each.')).toBeVisible();
  await expect(page.getByText(/The form is not valid/)).toHaveCount(0);

  await name.fill('Catalog under load');
  await dialog.getByLabel('Test Type').click();
  await page.getByRole('option', { name: 'Load Tests' }).click();
  const configuration = dialog.getByLabel('Configuration');
  await configuration.fill('{"endpoint": "/api/catalog",');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(/Configuration is not valid JSON/)).toBeVisible();

  // Valid JSON, but a field the server refuses: its message lands under the Configuration field, no banner, and
  // goes once the field changes.
  await configuration.fill('{"endpoint": "/api/catalog", "duration": 600}');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(configuration).toHaveAttribute('aria-invalid', 'true');
  await expect(configuration).toHaveAccessibleDescription(/^Duration: /);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await configuration.fill('{"endpoint": "/api/catalog", "duration": 60}');
  await expect(configuration).toHaveAttribute('aria-invalid', 'false');
  await expect(dialog.getByText(/^Duration: /)).toHaveCount(0);
  await configuration.fill('{"endpoint": "http://169.254.169.254/latest"}');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(configuration).toHaveAccessibleDescription(/private or link-local address: refused/);

  await configuration.fill(
    JSON.stringify({ endpoint: '/api/catalog', connections: 2, duration: 3, thresholds: { p95Ms: 2000 } }),
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const suites = page.getByRole('table', { name: 'Test suites' });
  const suiteRow = suites.getByRole('row', { name: /Catalog under load/ });
  await expect(suiteRow).toContainText('Load Tests');
  await expect(suiteRow).toContainText('Active');

  // Run: the run is RUNNING at once with live progress, and Run stays disabled until it ends.
  const runButton = page.getByRole('button', { name: 'Run Catalog under load' });
  await runButton.click();
  const runs = page.getByRole('table', { name: 'Recent test runs' });
  const running = runs.locator('tr[data-status="RUNNING"]');
  await expect(running).toContainText('checks done');
  // The spec's yellow clock while it runs.
  await expect(running.locator('svg[data-colour="yellow"]')).toHaveCSS('color', 'rgb(251, 192, 45)');
  await expect(runButton).toBeDisabled();

  const passed = runs.locator('tr[data-status="PASSED"]');
  await expect(passed).toBeVisible({ timeout: 20_000 });
  await expect(passed).toContainText('1/1 passed (100.0% coverage)');
  await expect(passed).toContainText(ADMIN.email);
  await expect(passed).toContainText(/\d+\.\ds/);
  await expect(runButton).toBeEnabled();

  // Each check's result, with the load figures measured.
  await passed.getByRole('button', { name: 'Results' }).click();
  const results = page.getByRole('dialog', { name: /Test Run Results/ });
  await expect(results.getByRole('table', { name: 'Check results' })).toContainText('passed');
  await expect(results).toContainText(/p95Ms \d/);
  await expect(results).toContainText(/requests \d+/);
  await results.getByRole('button', { name: 'Close' }).click();

  // The metric computed from that run, in the history and on the cards.
  const metrics = page.getByRole('table', { name: 'Quality metrics history' });
  await expect(metrics.getByRole('row')).toHaveCount(2);
  await expect(metrics).toContainText(/\d+\.\d{7}%/);
  await expect(page.getByTestId('quality-level')).not.toHaveText('N/A');
  await expect(page.getByTestId('quality-overall')).toHaveText(/^\d+\.\d{7}%$/);
  await expect(page.getByTestId('quality-reliabilityScore')).toHaveText('100.0%');
  await expect(page.getByTestId('quality-securityScore')).toHaveText('0.0%');
  await expect(page.getByRole('heading', { name: 'Quality Health Check' })).toBeVisible();
  await expect(page.getByTestId('health-Recent Runs')).toHaveText('1');
  await expect(page.getByLabel('Score history')).toBeVisible();

  // Schedule Quality Check runs every active suite now.
  await page.getByRole('button', { name: 'Schedule Quality Check' }).click();
  await expect(runs.locator('tbody tr')).toHaveCount(2);
  await expect(runs.locator('tr[data-status="PASSED"]')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('health-Recent Runs')).toHaveText('2');

  // Two metrics seconds apart: the history chart labels each run with its date and time, not a fraction of a
  // second ('.712' on a time scale).
  await page.reload();
  const chartTexts = () => page.getByLabel('Score history').locator('svg text').allTextContents();
  // Both in full: the newest run's label has room at the chart's right edge (not shortened to 'Nov…').
  const runLabel = /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/;
  await expect.poll(async () => (await chartTexts()).filter((t) => runLabel.test(t.trim())).length).toBe(2);
  expect((await chartTexts()).filter((t) => /^[.:]\d+$/.test(t.trim()))).toEqual([]);

  // A recurring check is set and removed in the suite dialog.
  await page.getByRole('button', { name: 'Edit Catalog under load' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Test Suite' });
  await edit.getByLabel('Schedule').fill('0 * * * *');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(suiteRow).toContainText('0 * * * *');
  await page.getByRole('button', { name: 'Edit Catalog under load' }).click();
  await page.getByRole('dialog', { name: 'Edit Test Suite' }).getByRole('button', { name: 'Remove schedule' }).click();
  await page.getByRole('dialog', { name: 'Edit Test Suite' }).getByRole('button', { name: 'Save' }).click();
  await expect(suiteRow).not.toContainText('0 * * * *');
});

test('an End-to-End suite walks the storefront journey in Chromium from the worker', async ({ page }) => {
  test.setTimeout(90_000);
  await openQuality(page);
  await page.getByRole('button', { name: 'Create Test Suite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Test Suite' });
  await dialog.getByLabel('Name').fill('Storefront journey');
  await dialog.getByLabel('Test Type').click();
  await page.getByRole('option', { name: 'End-to-End Tests' }).click();
  await dialog.getByLabel('Configuration').fill('{"timeout": 20000}');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Run Storefront journey' }).click();
  const runs = page.getByRole('table', { name: 'Recent test runs' });
  const row = runs.getByRole('row', { name: /Storefront journey/ }).first();
  await expect(row).toHaveAttribute('data-status', 'PASSED', { timeout: 60_000 });
  await expect(row).toContainText('3/3 passed (100.0% coverage)');
  await row.getByRole('button', { name: 'Results' }).click();
  const results = page.getByRole('dialog', { name: /Test Run Results/ });
  for (const step of ['home page', 'package builder', 'pricing']) await expect(results).toContainText(step);
  await expect(results).toContainText(/order total \$[\d,]+ matches the pricing API/);
});
