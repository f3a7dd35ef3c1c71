import type { Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' } as const;
export const CLIENT = { email: 'client@e2e.test', password: 'e2e-client-password' } as const;

/** Signs in through the real sign-in page. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
