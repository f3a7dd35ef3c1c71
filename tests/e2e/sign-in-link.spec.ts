// One-time sign-in links in the browser: from the sign-in page a client asks for a link, the email is delivered as
// the worker's outbox relay delivers it (the product's handler and mailer, to Mailpit), the link's page
// signs the client in with its button; the used link, and an expired one, answer with words a person can read.
// Two clients with the same order names: each link signs in only its own account.
import { expect, type Page, test } from '@playwright/test';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { loadConfig } from '../../platform/config';
import { type MailCatcher, startMailCatcher } from '../../scripts/go-tools/mail-catcher';
import { relayEntry } from '../helpers/mail-relay';
import { newClient, paidOrderFor } from './support/clients';
import { e2eDb } from './support/db';
import { E2E_ENV } from './support/env';

const SHOTS = 'test-results/sign-in-link';
let smtp: MailCatcher;

test.beforeAll(async () => {
  smtp = await startMailCatcher();
});
test.afterAll(async () => {
  await smtp?.close();
});

/** Delivers the newest sign-in link entry of this account as the worker's relay does, and answers the emailed link. */
async function emailedLink(userId: string, email: string): Promise<string> {
  const config = loadConfig(E2E_ENV);
  const mailsTo = async () => (await smtp.mails()).filter((m) => m.to.includes(email.toLowerCase()));
  const before = (await mailsTo()).length;
  // The request wrote the entry in its own transaction, before it answered.
  const where = { payload: { path: ['userId'], equals: userId } };
  await relayEntry({ db: e2eDb(), config }, smtp.url, OUTBOX_KINDS.signInLinkEmail, where, config.publicUrl);
  await expect.poll(async () => (await mailsTo()).length).toBe(before + 1);
  const mail = (await mailsTo()).at(-1)!;
  expect(mail.subject).toBe('Your sign-in link');
  const link = /https?:\/\/\S+\/api\/auth\/sign-in-link\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname;
}

/** From the sign-in page, as a person who forgot the password. */
async function askForLink(page: Page, email: string) {
  await page.goto('/api/login');
  await page.getByRole('link', { name: /Get a one-time sign-in link by email/ }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a link' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email address, we have emailed it a sign-in link. It works once, for 15 minutes.',
  );
}

const signedInEmail = async (page: Page) => {
  const response = await page.request.get('/api/auth/user');
  return response.ok() ? ((await response.json()) as { email: string }).email : undefined;
};

test('a client signs in with an emailed link once; the used link and an expired one say so', async ({
  page,
  browser,
}) => {
  const [casey, twin] = [await newClient('link-casey'), await newClient('link-twin')];
  // Identical names on both accounts' orders.
  await paidOrderFor(casey.id);
  await paidOrderFor(twin.id);

  await askForLink(page, casey.email);
  await page.screenshot({ path: `${SHOTS}/sent.png` });
  const link = await emailedLink(casey.id, casey.email);
  // Following the link only shows the button (a mail scanner's preview signs nobody in).
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
  expect(await signedInEmail(page)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/button.png` });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(await signedInEmail(page)).toBe(casey.email);
  await page.screenshot({ path: `${SHOTS}/signed-in.png` });

  // The same link again, in a fresh browser: used up, said in words, nobody signed in.
  const other = await browser.newContext();
  const second = await other.newPage();
  const again = await second.goto(link);
  expect(again?.status()).toBe(404);
  await expect(second.getByRole('alert')).toHaveText('This sign-in link is not valid. It may have been used already.');
  expect(await signedInEmail(second)).toBeUndefined();
  await second.screenshot({ path: `${SHOTS}/used.png` });

  // The twin's link signs in the twin, not Casey; it expires while its page is open.
  await askForLink(second, twin.email);
  const twinLink = await emailedLink(twin.id, twin.email);
  await second.goto(twinLink);
  await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await e2eDb().user.update({ where: { id: twin.id }, data: { signInExpiresAt: new Date(Date.now() - 1000) } });
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.getByRole('alert')).toHaveText('This sign-in link has expired.');
  expect(await signedInEmail(second)).toBeUndefined();
  await second.screenshot({ path: `${SHOTS}/expired.png` });
  // And an expired link's page, opened afresh, is refused too.
  await askForLink(second, twin.email);
  const lateLink = await emailedLink(twin.id, twin.email);
  await e2eDb().user.update({ where: { id: twin.id }, data: { signInExpiresAt: new Date(Date.now() - 1000) } });
  expect((await second.goto(lateLink))?.status()).toBe(404);
  await expect(second.getByRole('alert')).toContainText('This sign-in link is not valid');
  await other.close();
  expect(await signedInEmail(page)).toBe(casey.email);
});
