// Redaction of personal data before a prompt leaves the server, and its restoration in the answer shown to
// staff. Pure: the caller passes the people's names it knows (from the database); nothing here does I/O.
//
// Each value found becomes a stable placeholder such as [EMAIL_1]: the same value always maps to the same
// placeholder within one Redactor, so a conversation redacted message by message stays consistent.

export const REDACTION_LEVELS = ['strict', 'moderate', 'minimal'] as const;
export type RedactionLevel = (typeof REDACTION_LEVELS)[number];

export type PiiKind = 'EMAIL' | 'SSN' | 'EIN' | 'CARD' | 'BANK_ACCOUNT' | 'PHONE' | 'ADDRESS' | 'PERSON';

export interface RedactionLevelInfo {
  id: RedactionLevel;
  name: string;
  description: string;
  /** What is replaced before sending. */
  kinds: readonly PiiKind[];
  /** Whether placeholders in the answer are replaced back with the real values for staff. */
  restoresAnswer: boolean;
}

const ALL_KINDS: readonly PiiKind[] = ['EMAIL', 'SSN', 'EIN', 'CARD', 'BANK_ACCOUNT', 'PHONE', 'ADDRESS', 'PERSON'];

export const REDACTION_LEVEL_INFO: Record<RedactionLevel, RedactionLevelInfo> = {
  strict: {
    id: 'strict',
    name: 'Strict',
    description:
      'Emails, phone numbers, SSNs, EINs, card and bank numbers, street addresses and known names are replaced ' +
      'before sending, and the answer keeps the placeholders.',
    kinds: ALL_KINDS,
    restoresAnswer: false,
  },
  moderate: {
    id: 'moderate',
    name: 'Moderate',
    description:
      'The same data is replaced before sending; placeholders in the answer are restored to the real values for you.',
    kinds: ALL_KINDS,
    restoresAnswer: true,
  },
  minimal: {
    id: 'minimal',
    name: 'Minimal',
    description:
      'Only government and financial identifiers (SSNs, EINs, card and bank numbers) are replaced; names and ' +
      'contact details are sent as written.',
    kinds: ['SSN', 'EIN', 'CARD', 'BANK_ACCOUNT'],
    restoresAnswer: true,
  },
};

export interface KnownName {
  first: string;
  last: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const SSN = /\b\d{3}[- ]\d{2}[- ]\d{4}\b/g;
const EIN = /\b\d{2}-\d{7}\b/g;
// 13 to 19 digits, optionally grouped by spaces or dashes; kept only when the Luhn check passes.
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
// Account and routing numbers: 6 to 17 digits after a banking word ("account", "acct", "routing", "ABA").
const BANK_LABELLED =
  /\b((?:bank\s+)?(?:account|acct|routing|aba)(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*)(\d[\d-]{4,20}\d)\b/gi;
// Any other long bare digit run (9 to 17 digits) is treated as an account number.
const LONG_NUMBER = /(?<![\w-])\d{9,17}(?![\w-])/g;
const PHONE = /(?<![\w-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\w-])/g;
const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Trl';
const ADDRESS = new RegExp(
  `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Z][A-Za-z'-]*\\.?\\s+){1,4}(?:${STREET_TYPES})\\b` +
    // the full stop of an abbreviation ("St.") belongs to the address; a sentence's full stop does not
    `(?:(?<=\\b(?:St|Ave|Rd|Blvd|Ln|Dr|Ct|Pl|Ter|Pkwy|Cir|Hwy|Sq|Trl))\\.)?` +
    `(?:,?\\s+(?:Suite|Ste\\.?|Apt\\.?|Unit|#)\\s*[\\w-]+)?`,
  'g',
);
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+\b/gi;
// Kept as written whatever the level: record ids the assistant and staff refer to.
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

const PLACEHOLDER = /\[(EMAIL|SSN|EIN|CARD|BANK_ACCOUNT|PHONE|ADDRESS|PERSON)_(\d+)\]/g;

/** @internal */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name part worth matching on its own: capitalised and at least 3 letters (avoids "Al", "Jo"). */
const usableNamePart = (part: string) => part.trim().length >= 3;

/** Holds the placeholder mapping of one conversation. */
export class Redactor {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counters = new Map<PiiKind, number>();
  private readonly names = new Map<string, KnownName>();
  private namePattern: RegExp | null = null;

  constructor(
    readonly level: RedactionLevel,
    knownNames: readonly KnownName[] = [],
  ) {
    this.addNames(knownNames);
  }

  get info(): RedactionLevelInfo {
    return REDACTION_LEVEL_INFO[this.level];
  }

  /** Registers more people's names (e.g. from rows a tool read) before their text is redacted. */
  addNames(names: readonly KnownName[]): void {
    let added = false;
    for (const name of names) {
      const first = name.first.trim();
      const last = name.last.trim();
      if (!first && !last) continue;
      const key = `${first}\u0000${last}`;
      if (this.names.has(key)) continue;
      this.names.set(key, { first, last });
      added = true;
    }
    if (added) this.namePattern = null;
  }

  /** The text with every personal value of this level replaced by its placeholder. */
  redact(text: string): string {
    const kinds = new Set(this.info.kinds);
    // Protected spans (ids, placeholders already present) are cut out first and put back at the end.
    const kept: string[] = [];
    const protect = (value: string) => {
      kept.push(value);
      return `\u0001${kept.length - 1}\u0002`;
    };
    let out = text.replace(PLACEHOLDER, protect).replace(UUID, protect);
    // The key is normalised (so "(302) 555-0143" and "302.555.0143" are one placeholder); the first spelling is restored.
    const swap = (kind: PiiKind, original: string, key = original) => protect(this.placeholderFor(kind, key, original));

    if (kinds.has('EMAIL')) out = out.replace(EMAIL, (m) => swap('EMAIL', m, m.toLowerCase()));
    if (kinds.has('SSN')) out = out.replace(SSN, (m) => swap('SSN', m, m.replace(/ /g, '-')));
    if (kinds.has('EIN')) out = out.replace(EIN, (m) => swap('EIN', m));
    if (kinds.has('CARD'))
      out = out.replace(CARD, (m) => {
        const digits = m.replace(/\D/g, '');
        return luhnValid(digits) ? swap('CARD', m, digits) : m;
      });
    if (kinds.has('BANK_ACCOUNT')) {
      out = out.replace(IBAN, (m) => swap('BANK_ACCOUNT', m, m.replace(/ /g, '')));
      out = out.replace(BANK_LABELLED, (_m, label: string, digits: string) => label + swap('BANK_ACCOUNT', digits));
    }
    if (kinds.has('PHONE'))
      out = out.replace(PHONE, (m) => swap('PHONE', m, m.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')));
    if (kinds.has('BANK_ACCOUNT')) out = out.replace(LONG_NUMBER, (m) => swap('BANK_ACCOUNT', m));
    if (kinds.has('ADDRESS')) {
      out = out.replace(ADDRESS, (m) => swap('ADDRESS', m));
      out = out.replace(PO_BOX, (m) => swap('ADDRESS', m));
    }
    if (kinds.has('PERSON')) {
      const pattern = this.compiledNames();
      if (pattern) out = out.replace(pattern, (m) => swap('PERSON', m, m.replace(/\s+/g, ' ')));
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the protection markers are control characters
    return out.replace(/\u0001(\d+)\u0002/g, (_m, index: string) => kept[Number(index)]);
  }

  /** The answer for staff: placeholders replaced back when the level allows it. */
  restore(text: string): string {
    if (!this.info.restoresAnswer) return text;
    return text.replace(PLACEHOLDER, (m) => this.byPlaceholder.get(m) ?? m);
  }

  /** The values found so far, by placeholder (for tests and diagnostics; never sent anywhere). */
  get mapping(): ReadonlyMap<string, string> {
    return this.byPlaceholder;
  }

  private placeholderFor(kind: PiiKind, normalised: string, original: string): string {
    const key = `${kind}:${normalised}`;
    const existing = this.byValue.get(key);
    if (existing) return existing;
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    const placeholder = `[${kind}_${next}]`;
    this.byValue.set(key, placeholder);
    this.byPlaceholder.set(placeholder, original);
    return placeholder;
  }

  /** Full names first (longest match wins), then each part on its own; case-sensitive so "grace period" stays. */
  private compiledNames(): RegExp | null {
    if (this.namePattern || this.names.size === 0) return this.namePattern;
    const alternatives = new Set<string>();
    for (const { first, last } of this.names.values()) {
      if (first && last) alternatives.add(`${escapeRegExp(first)}\\s+${escapeRegExp(last)}`);
      for (const part of [first, last]) if (usableNamePart(part)) alternatives.add(escapeRegExp(part));
    }
    const sorted = [...alternatives].sort((a, b) => b.length - a.length);
    this.namePattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${sorted.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
    return this.namePattern;
  }
}

/**
 * Restores placeholders in an answer that arrives in pieces: a placeholder cut across two pieces is held back
 * until it is complete, so staff never see half of one.
 */
export function createStreamRestorer(redactor: Redactor): { push(delta: string): string; flush(): string } {
  let pending = '';
  const MAX_PLACEHOLDER = 24;
  return {
    push(delta) {
      pending += delta;
      const open = pending.lastIndexOf('[');
      let ready = pending;
      if (open !== -1 && !pending.slice(open).includes(']') && pending.length - open <= MAX_PLACEHOLDER) {
        ready = pending.slice(0, open);
        pending = pending.slice(open);
      } else {
        pending = '';
      }
      return redactor.restore(ready);
    },
    flush() {
      const rest = pending;
      pending = '';
      return redactor.restore(rest);
    },
  };
}

/** Capitalised words of a text: the candidates to look up as people's names in the database. */
export function nameCandidates(text: string, limit = 50): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(/\p{Lu}[\p{L}'-]{2,}/gu)) {
    words.add(match[0]);
    if (words.size >= limit) break;
  }
  return [...words];
}
