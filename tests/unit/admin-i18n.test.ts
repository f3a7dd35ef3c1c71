// The back-office's messages: every key the screens use exists in the English catalogue, the menu reads the spec's
// labels, and a notification with a detail puts it on the line under its title.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../admin/src/i18n/en';
import { NAV_ITEMS } from '../../admin/src/layout/navigation';
import { i18nProvider } from '../../admin/src/providers/i18nProvider';
import { addScreenMessages, screenMessage } from '../../admin/src/providers/screenMessages';

const SRC = path.resolve(import.meta.dirname, '../../admin/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });

const lookup = (key: string): unknown =>
  screenMessage(key) ??
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

// A lazily loaded screen's words live in its folder's messages.ts (app.<folder>.*), added when the screen loads.
const screensWithMessages = readdirSync(SRC).filter((name) => existsSync(path.join(SRC, name, 'messages.ts')));
for (const screen of screensWithMessages) {
  const module: Record<string, Parameters<typeof addScreenMessages>[1]> = await import(
    path.join(SRC, screen, 'messages.ts')
  );
  for (const messages of Object.values(module)) addScreenMessages(screen, messages);
}

describe('back-office messages', () => {
  it('has every app.* and resources.* key the screens use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:app|resources)\.[\w.-]+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it("labels the menu as the spec does, with the partners, the mail room and the operators' queue board added", () => {
    expect(NAV_ITEMS.map((item) => i18nProvider.translate(item.label))).toEqual([
      'Dashboard',
      'Onboarding Pipeline',
      'DAM',
      'Asset Factory',
      'Debt Servicing',
      'Quality Testing',
      'Audit Logs',
      'Compliance',
      'Partners',
      'Mail Room',
      'AI Assistant',
      'GPT Interface',
      'Queues',
    ]);
  });

  it("adds a lazily loaded screen's words under its name, so its keys read as before", () => {
    expect(screensWithMessages).toEqual(
      expect.arrayContaining(['audit', 'compliance', 'dam', 'dashboard', 'debt-servicing', 'onboarding']),
    );
    expect(i18nProvider.translate('app.audit.title')).toBe('Audit Logs');
    expect(i18nProvider.translate('app.audit.tile.users_caption', { roles: 3 })).toBe('Across 3 roles');
    expect(i18nProvider.translate('app.compliance.next_days', { days: 30 })).toBe('Next 30 days');
    expect(i18nProvider.translate('app.compliance.field.dueDate')).toBe('Due date');
    expect(i18nProvider.translate('app.dam.delete_content', { name: 'Logo' })).toBe(
      'Delete "Logo" and all its versions from the library? The deletion is recorded in the audit log.',
    );
    expect(i18nProvider.translate('app.debt-servicing.portfolio.at_risk_value', { atRisk: 1, loans: 4 })).toBe(
      '1 of 4',
    );
    expect(i18nProvider.translate('app.dashboard.kpi.load_failed', { error: 'Server down' })).toBe(
      'Could not load the dashboard figures: Server down',
    );
    expect(i18nProvider.translate('app.onboarding.order.title', { id: 'AB12' })).toBe('Order #AB12');
    expect(i18nProvider.translate('app.onboarding.showing_newest', { shown: 50, count: 73 })).toBe(
      'Showing the newest 50 of 73',
    );
  });

  it('counts a sentence with smart_count, one or many', () => {
    const waiting = (count: number) =>
      i18nProvider.translate('app.onboarding.signatures.waiting', { smart_count: count });
    expect(waiting(1)).toBe('Waiting on the client: 1 document to sign before filing.');
    expect(waiting(3)).toBe('Waiting on the client: 3 documents to sign before filing.');
  });

  it('builds the Asset Factory, Quality, assistant and Mail Room sentences as they read before', () => {
    expect(screensWithMessages).toEqual(expect.arrayContaining(['ai', 'asset-factory', 'mailroom', 'quality']));
    expect(i18nProvider.translate('app.asset-factory.form.retry', { attempt: 2, attempts: 3 })).toBe('(retry 2 of 3)');
    expect(
      i18nProvider.translate('app.asset-factory.drafts.saved', { type: 'Operating Agreement', date: '1/2/2026' }),
    ).toBe('Operating Agreement · saved 1/2/2026');
    expect(i18nProvider.translate('app.quality.runs.passed_coverage', { passed: 3, total: 4, coverage: '75.0%' })).toBe(
      '3/4 passed (75.0% coverage)',
    );
    expect(i18nProvider.translate('app.quality.loading', { section: 'test suites' })).toBe('Loading test suites...');
    expect(i18nProvider.translate('app.quality.test_type.E2E')).toBe('End-to-End Tests');
    expect(i18nProvider.translate('app.ai.session', { id: 'abcd1234' })).toBe('Session abcd1234');
    expect(i18nProvider.translate('app.ai.tool.find_orders', { _: 'find_orders' })).toBe('Read orders');
    expect(i18nProvider.translate('app.ai.tool.unknown_tool', { _: 'unknown_tool' })).toBe('unknown_tool');
    expect(i18nProvider.translate('app.mailroom.progress.reminders', { smart_count: 1 })).toBe('1 reminder');
    expect(i18nProvider.translate('app.mailroom.progress.reminders', { smart_count: 3 })).toBe('3 reminders');
    expect(i18nProvider.translate('app.mailroom.logged', { client: 'a@b.test' })).toBe(
      'Logged; a@b.test is being emailed.',
    );
  });

  it('writes a failure as its title, then the server message on the next line', () => {
    expect(i18nProvider.translate('app.notification.upload_failed', { error: 'The file is larger than 100MB' })).toBe(
      'Upload Failed\nThe file is larger than 100MB',
    );
    expect(i18nProvider.translate('app.notification.response_generated', { tokens: 42 })).toBe(
      'Response Generated\n42 tokens used',
    );
    // A message that is not a key (a domain constant) is shown as it is.
    expect(i18nProvider.translate('Validation Error: Please fill in all required fields')).toBe(
      'Validation Error: Please fill in all required fields',
    );
  });

  it("lets none of react-admin's developer wording reach staff, and sets its words in one place", () => {
    const flat = (node: unknown, prefix = ''): [string, string][] =>
      typeof node === 'string'
        ? [[prefix, node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
            flat(value, prefix ? `${prefix}.${key}` : key),
          );
    const wording = flat(en.ra);
    const developerWords = [
      /The form is not valid/,
      /^Must be /,
      /\bElement\b/,
      /^No %\{name\} found/,
      /dataProvider/,
      /regexp/,
      /Server communication error/,
    ];
    expect(wording.filter(([, text]) => developerWords.some((words) => words.test(text)))).toEqual([]);
    expect(i18nProvider.translate('ra.validation.maxValue', { max: '2026-11-28' })).toBe('Enter 2026-11-28 or less');
    expect(i18nProvider.translate('ra.message.invalid_form')).toBe(
      'Some fields need attention: see the message under each.',
    );
    // Only the catalogue sets ra.* words: no screen passes its own catalogue or a second i18nProvider.
    const elsewhere = sourceFiles(SRC).filter((file) =>
      /polyglotI18nProvider\(|ra-language-english/.test(readFileSync(file, 'utf8')),
    );
    expect(elsewhere.map((file) => path.relative(SRC, file))).toEqual(['providers/i18nProvider.ts']);
  });
});
