// Mailpit's web page, where `npm start`'s banner sends a newcomer to read the emails: the build bundles its web UI,
// so the page lists the invitation the product sent and opens it, in Chromium as a person would read it.
import { randomUUID } from 'node:crypto';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createMailer } from '../../platform/infra/mailer';
import { createPrisma } from '../../platform/infra/prisma';
import { deliverInvitation } from '../../platform/services/identity';
import { type MailpitServer, mailpitAvailability, mailpitBinary, startMailpit } from '../helpers/mailpit';
import { silentLog } from '../helpers/silent-log';

const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the Mailpit web page test: ${mailpit.reason}`);

describe.skipIf(!mailpit.available)("Mailpit's web page", () => {
  const db = createPrisma(inject('databaseUrl'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: inject('databaseUrl') });
  let server: MailpitServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startMailpit({ binary: await mailpitBinary() });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await db.$disconnect();
  });

  it('lists the invitation and shows its text with the link to set a password', async () => {
    const mailer = createMailer({ smtpUrl: server.smtpUrl, publicUrl: config.publicUrl }, silentLog);
    const user = await db.user.create({ data: { email: `newcomer-${randomUUID()}@test.example` } });
    await deliverInvitation({ db, config, mailer, log: silentLog }, { userId: user.id });

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(server.uiUrl);
    const listed = page.getByRole('link').filter({ hasText: 'Your client account: set your password' });
    await expect.poll(() => listed.count(), { timeout: 15_000 }).toBe(1);
    expect(await listed.textContent()).toContain(user.email);
    await listed.click();
    await page.getByRole('tab', { name: 'Text' }).click();
    const text = page.locator('#nav-plain-text');
    await text.waitFor({ state: 'visible' });
    expect(await text.textContent()).toContain('Our team has opened a client account for you.');
    expect(await text.textContent()).toMatch(new RegExp(`${config.publicUrl}/api/invite/\\S+`));
    expect(missing.filter((url) => url.includes('/dist/'))).toEqual([]);
    await page.close();
  }, 60_000);
});
