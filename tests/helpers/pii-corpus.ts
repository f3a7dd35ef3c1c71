// Generated records with known personal data, for the redaction tests. Deterministic (seeded), so a failure
// names the same record on every run.
import { luhnValid } from '../../domain/redaction';

export interface PiiRecord {
  first: string;
  last: string;
  email: string;
  phone: string;
  ssn: string;
  ein: string;
  card: string;
  bankAccount: string;
  iban: string;
  address: string;
  /** A paragraph mentioning all of the above, as staff would paste it. */
  text: string;
}

const FIRST = [
  'Adaeze',
  'Bartholomew',
  'Cressida',
  'Desmond',
  'Evangeline',
  'Fitzgerald',
  'Genevieve',
  'Horatio',
  'Isadora',
  'Jasper',
  'Katarina',
  'Leopold',
  'Marisol',
  'Nathaniel',
  'Ophelia',
  'Percival',
  'Rosalind',
  'Sebastian',
  'Theodora',
  'Ulysses',
];
const LAST = [
  'Abernathy',
  'Blackwood',
  'Castellanos',
  'Delacroix',
  'Eriksen',
  'Fairweather',
  'Gallagher',
  'Hargreaves',
  'Ingersoll',
  'Jablonski',
  'Kowalczyk',
  'Lindqvist',
  'Montgomery',
];
const STREETS = [
  'Maple',
  'Willow Creek',
  'Harbor View',
  'Old Mill',
  'Chestnut',
  'Riverside',
  'Pine Ridge',
  'Lakeshore',
];
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Boulevard', 'Lane', 'Drive', 'Court', 'Way', 'Place', 'Parkway'];
const DOMAINS = ['example.com', 'mail.example.org', 'corp.example.net', 'lawfirm.example'];

/** A small seeded generator (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCorpus(count: number, seed = 20261122): PiiRecord[] {
  const next = random(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)];
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const card = () => {
    const prefix = pick(['4', '51', '37', '6011']);
    const length = prefix === '37' ? 15 : 16;
    for (;;) {
      const number = prefix + digits(length - prefix.length);
      if (luhnValid(number)) return number;
    }
  };
  const formatCard = (number: string) =>
    pick([number, number.replace(/(\d{4})(?=\d)/g, '$1 '), number.replace(/(\d{4})(?=\d)/g, '$1-')]);
  const phone = () => {
    const [a, b, c] = [String(int(201, 989)), String(int(200, 999)), digits(4)];
    return pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`, `+1-${a}-${b}-${c}`]);
  };
  const records: PiiRecord[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const email = `${first.toLowerCase()}.${last.toLowerCase()}${i}@${pick(DOMAINS)}`;
    const ssnDigits = [String(int(100, 665)), String(int(10, 99)), digits(4)];
    const ssn = ssnDigits.join(pick(['-', ' ']));
    const ein = `${int(10, 99)}-${digits(7)}`;
    const cardNumber = formatCard(card());
    const bankAccount = digits(int(9, 14));
    const iban = `GB${int(10, 99)}NWBK${digits(14)}`;
    const address = `${int(1, 9999)} ${pick(STREETS)} ${pick(STREET_TYPES)}${pick(['', `, Suite ${int(100, 999)}`, `, Apt ${int(1, 40)}`])}`;
    const record = { first, last, email, phone: phone(), ssn, ein, card: cardNumber, bankAccount, iban, address };
    const templates = [
      `Client ${first} ${last} (${email}, ${record.phone}) lives at ${address}. SSN ${ssn}, company EIN ${ein}. Card on file ${cardNumber}; wire to account number ${bankAccount} or IBAN ${iban}.`,
      `Call ${record.phone} and ask for ${first}. ${last} mailed the form from ${address} with SSN ${ssn}. Paid by card ${cardNumber}. EIN: ${ein}. Bank acct ${bankAccount}. Email: ${email}. IBAN ${iban}.`,
      `Ms. ${last} wrote from ${email}: please update the registered address to ${address}. Her taxpayer number is ${ssn}, the LLC's EIN is ${ein}, refund to account ${bankAccount} (IBAN ${iban}), card ${cardNumber}, phone ${record.phone}. Thanks, ${first}`,
    ];
    records.push({ ...record, text: templates[i % templates.length] });
  }
  return records;
}

/** Every value of a record that must not reach the model at strict, with digit-only forms of the numbers. */
export function sensitiveValues(record: PiiRecord): string[] {
  const onlyDigits = (value: string) => value.replace(/\D/g, '');
  return [
    record.first,
    record.last,
    record.email,
    record.phone,
    onlyDigits(record.phone).slice(-10),
    record.ssn,
    onlyDigits(record.ssn),
    record.ein,
    onlyDigits(record.ein),
    record.card,
    onlyDigits(record.card),
    record.bankAccount,
    record.iban,
    record.address,
    record.address.split(',')[0],
  ];
}

/** Ordinary business text: nothing in it is personal data, so redaction must leave it as it is. */
export const BUSINESS_TEXT = [
  'The Delaware LLC filed its annual report on 2026-06-01 and paid the $300 franchise tax.',
  'Order 3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b totals $1,250.00 across 3 states: DE, WY and NV.',
  'Revenue grew 12.5% to $4,500,000 in Q3 2026; operating margin was 18% on 10,000,000 authorised shares.',
  'Invoice INV-2026-0042 is due in 30 days. Net 45 terms apply to orders above $25,000.',
  'The board meets in Room 101 at 9:30 on 15 March 2027 to approve the operating agreement, section 18-101.',
  'Pending Review has 14 orders, Documents 9, Filing 4 and Complete 120; the completion rate is 82%.',
  'The loan of $2,000,000 at 6.5% matures in 2031 with 60 monthly payments and a 24-month interest-only period.',
  'Form 1120-S and Form 8832 are filed with the IRS; the Wyoming annual report fee is $60.',
  'Covenant status: compliant for 18 loans, breach-notice for 2, default for 1. Days late: 0, 30 and 95.',
  'Please review the grace period, the long-term plan and the young company program before the May deadline.',
  'ZIP code 19801, version 2.4.1, build 20261122, ticket #4521 and reference REF-883-20.',
];
