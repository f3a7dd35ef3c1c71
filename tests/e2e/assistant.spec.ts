// The AI Assistant and GPT Interface in the browser, answered by the OpenAI stand-in started with the product.
import { expect, type Page, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

async function openAsAdmin(page: Page, path: string) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(path);
}

const answers = (page: Page) => page.getByTestId('assistant-answer');

test('a staff member asks a compliance question, sees the answer stream in, then clears the chat', async ({ page }) => {
  await openAsAdmin(page, '/admin/chat');
  await expect(page.getByRole('heading', { name: 'AI Assistant', level: 1 })).toBeVisible();
  await expect(page.getByText('Redaction is enabled')).toBeVisible();
  await expect(page.getByTestId('session-chip')).toHaveText('New session');

  const question =
    'What does a Delaware LLC have to file each year to stay in good standing, and when is the franchise tax due? ' +
    'List the steps a paralegal should check before the annual report deadline for our clients.';
  await page.getByLabel('Message').fill(question);
  await expect(page.getByTestId('character-count')).toHaveText(`${question.length}/2000`);
  // Every text the answer shows on its way, to prove it arrives in pieces.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { answerTexts: seen });
    new MutationObserver(() => {
      const text = [...document.querySelectorAll('[data-testid="assistant-answer"]')].at(-1)?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Send' }).click();

  // While it streams: the Stop button; then the whole answer and the session.
  const answer = answers(page).last();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(answer).toHaveText(`Answer: ${question}`);
  const texts = await page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);
  // At least one partial answer was on screen before the whole one (the browser may batch a few pieces).
  expect(texts.length).toBeGreaterThanOrEqual(2);
  expect(texts[0].length).toBeLessThan(`Answer: ${question}`.length);
  for (const text of texts) expect(`Answer: ${question}`.startsWith(text)).toBe(true);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await expect(page.getByText('Message Sent')).toBeVisible();
  const sessionId = (await page.getByTestId('session-id').locator('p').textContent()) ?? '';
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('session-chip')).toHaveText(`Session ${sessionId.slice(0, 8)}`);
  const stored = await e2eDb().chatMessage.findMany({ where: { sessionId }, orderBy: { createdAt: 'asc' } });
  expect(stored.map((m) => m.content)).toEqual([question, `Answer: ${question}`]);

  // A quick prompt asks in the same session.
  await page.getByRole('button', { name: 'Compliance Check' }).click();
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText('Answer: Which orders are waiting for review');

  // A reload reopens the same conversation from the database.
  await page.reload();
  await expect(answers(page)).toHaveCount(2);
  await expect(page.getByTestId('session-chip')).toHaveText(`Session ${sessionId.slice(0, 8)}`);

  await page.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(page.getByText('Chat Cleared')).toBeVisible();
  await expect(answers(page)).toHaveCount(0);
  await expect(page.getByTestId('session-chip')).toHaveText('New session');

  await page.getByLabel('Message').fill('Is a registered agent required in Wyoming?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers(page).last()).toHaveText('Answer: Is a registered agent required in Wyoming?');
  const newSession = (await page.getByTestId('session-id').locator('p').textContent()) ?? '';
  expect(newSession).toMatch(/^[0-9a-f-]{36}$/);
  expect(newSession).not.toBe(sessionId);
});

test('Stop ends a streaming answer and keeps what was shown', async ({ page }) => {
  await openAsAdmin(page, '/admin/chat');
  const long = Array.from({ length: 150 }, (_, i) => `clause${i}`).join(' ');
  await page.getByLabel('Message').fill(long);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers(page).last()).toContainText('clause3');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped')).toBeVisible();
  await expect(answers(page).last()).not.toContainText('clause149');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled(); // the box is empty again
});

test('the GPT Interface answers a query and its usage stats move', async ({ page }) => {
  await openAsAdmin(page, '/admin/gpt');
  await expect(page.getByRole('heading', { name: 'GPT Interface', level: 1 })).toBeVisible();
  for (const tab of ['Chat Interface', 'Capabilities', 'Usage Analytics']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  const total = page.getByTestId('usage-totalRequests');
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());
  const rows = await e2eDb().aiUsage.count();
  expect(before).toBe(rows);
  await expect(page.getByRole('heading', { name: 'Requests per Day' })).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Capabilities' }).click();
  await expect(page.getByRole('list', { name: 'Redaction Levels' })).toContainText('Strict');
  await expect(page.getByRole('list', { name: 'Contexts' })).toContainText('Risk Analysis');

  await page.getByRole('tab', { name: 'Chat Interface' }).click();
  await page.getByLabel('Context').click();
  await page.getByRole('option', { name: 'Compliance' }).click();
  const message = page.getByLabel('Message');
  await message.fill('x'.repeat(2001));
  await expect(page.getByTestId('character-count')).toHaveText('2001/2000');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await message.fill('Which filings are due this quarter for ada@client.example?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Response Generated')).toBeVisible();
  await expect(answers(page).last()).toHaveText('Answer: Which filings are due this quarter for ada@client.example?');

  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  await expect(total).toHaveText(String(before + 1));
  await expect(page.getByRole('list', { name: 'Context breakdown' })).toContainText('Compliance');
  const usage = await e2eDb().aiUsage.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
  expect(usage).toMatchObject({ context: 'compliance', channel: 'gpt', error: false });
});
