// People on record in the browser: a client adds a manager and a member to their company's page, ends the manager's
// service (kept on record with the day), and the annual report's form starts with the member serving.
import { expect as baseExpect, test } from '@playwright/test';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { formEntities } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const expect = baseExpect.configure({ timeout: 20_000 });

test('a client keeps their company’s people on record and the annual report starts with those serving', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await newClient('people-owner');
  const { obligations } = await formEntities(
    e2eDb(),
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: 'People Record LLC' }],
    parseCalendarDate('2026-02-10')!,
  );
  const entityId = obligations[0].entityId;

  await signIn(page, client);
  await page.goto(`/entities/${entityId}`);
  const section = page.getByRole('region', { name: 'People on record' });
  await expect(section.getByText('No officers, directors, managers or members on record.')).toBeVisible();

  for (const [name, role, title] of [
    ['Grace Hopper', 'Manager', 'Managing Member'],
    ['Alan Turing', 'Member', ''],
  ] as const) {
    await section.getByRole('button', { name: 'Add person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person on record' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: role, exact: true }).click();
    if (title) await dialog.getByLabel('Title (optional)').fill(title);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(section.getByTestId('entity-person')).toHaveCount(2);

  await section.getByRole('button', { name: "End Grace Hopper's service" }).click();
  const end = page.getByRole('dialog', { name: 'Grace Hopper ceased to serve' });
  await end.getByLabel('Until').fill('2026-06-30');
  await end.getByRole('button', { name: 'End service' }).click();
  await expect(section.getByTestId('entity-person')).toHaveText([/Alan Turing/]);
  await expect(section.getByTestId('entity-former-person')).toContainText('Grace Hopper');
  await expect(section.getByTestId('entity-former-person')).toContainText('to 2026-06-30');

  await page.getByRole('button', { name: 'File annual report' }).click();
  const report = page.getByRole('dialog', { name: 'File annual report' });
  await expect(report.getByLabel('Officers, directors, managers and members (optional)')).toHaveValue(
    'Alan Turing, Member',
  );
});
