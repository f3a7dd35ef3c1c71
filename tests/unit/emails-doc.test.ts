// docs/emails.md lists every email: each template of domain/ (an exported ...Email function of a *-emails.ts), each client
// notice, and each file of platform/ or worker/ that writes a subject. An email added without its row fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NOTICES } from '../../platform/services/notices';

const ROOT = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(ROOT, 'docs/emails.md'), 'utf8');

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return name.endsWith('.ts') ? [relative] : [];
  });

/** The templates: `export function fooEmail(` in domain/'s *-emails.ts modules. */
const templates = (): string[] =>
  sourceFiles('domain')
    .filter((file) => file.endsWith('-emails.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^export function (\w+Email)\(/gm)].map((m) => m[1]),
    );

/** A subject written here (a literal, or an expression on the next line), not a type nor a log of one sent. */
const WRITES_SUBJECT = /\bsubject:\s*(?:[`'"]|\n\s*[\w`'"(])/;
const senders = (): string[] =>
  ['platform', 'worker'].flatMap(sourceFiles).filter((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return WRITES_SUBJECT.test(text);
  });

const unlisted = (names: readonly string[]) => names.filter((name) => !doc.includes(`\`${name}\``));

describe('docs/emails.md', () => {
  it('names every template of domain/', () => {
    expect(templates().length).toBeGreaterThanOrEqual(10);
    expect(unlisted(templates())).toEqual([]);
  });

  it('names every client notice', () => {
    expect(unlisted(CLIENT_NOTICES)).toEqual([]);
  });

  it('names every file that writes a subject', () => {
    expect(senders()).toContain('worker/pipeline/signatures.ts');
    expect(unlisted(senders())).toEqual([]);
  });

  it('finds what it does not list (the check can fail)', () => {
    expect(unlisted(['giftCardEmail', 'platform/services/nowhere.ts'])).toHaveLength(2);
    expect(WRITES_SUBJECT.test('subject: message.subject')).toBe(false);
    expect(WRITES_SUBJECT.test('  subject: string;')).toBe(false);
    expect(WRITES_SUBJECT.test("subject: 'Hello'")).toBe(true);
    expect(WRITES_SUBJECT.test('subject:\n      item.kind')).toBe(true);
  });
});
