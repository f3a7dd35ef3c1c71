// Wisconsin: the Department of Financial Institutions (DFI) forms LLCs (Wis. Stat. ch. 183, rewritten in 2023) and
// corporations (ch. 180). A domestic entity's annual report is due by the end of the calendar quarter holding its
// anniversary; a foreign entity's by March 31.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, LLCS, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** Wis. Stat. § 183.0114 (LLC fees, as numbered before the 2023 rewrite). */
const LLC_FEES = 'https://getpocketlaw.com/law/state_wisconsin/section-183-0114-filing-and-service-fees_031b5ff73e22';
const LLC_FEES_COPY = 'http://laws9.com/statutes/wisconsin/183/183.0114';
/** Wis. Stat. § 180.0122 (business corporation fees). */
const CORP_FEES = 'https://legalfix.com/statutes/state-codes/wisconsin/chapter-180/section-180-0122';
const CORP_FEES_2021 = 'https://docs.legis.wisconsin.gov/document/statutes/2021/180.0122(1m)(y)';
const LEGALKB = 'https://legalkb-com.pages.dev/practice-areas/business-law/llc-formation/wisconsin';
const NOLO = 'https://www.nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-wisconsin-llcs.html';
const DUE_DATES = 'https://suryapadhiea.com/wisconsin-annual-report';

const llcFee = (amount: number, note: string) => fee(amount, source(LLC_FEES, { crossCheck: LLC_FEES_COPY, note }));
const corpFee = (amount: number, note: string, varies?: string) =>
  fee(amount, source(CORP_FEES, { crossCheck: CORP_FEES_2021, note }), varies);

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `WI-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Wisconsin annual report to the DFI, due by the last day of the calendar quarter that holds the anniversary of formation.',
  fee: fee(
    25,
    source(NOLO, {
      crossCheck: 'https://incorporator.org/articles/wisconsin-llc-formation-the-badger-state-guide',
      note:
        type === 'LLC'
          ? 'Annual report filed online, $25 ($40 on paper).'
          : 'Read for LLCs ($25 online); a domestic corporation files its annual report on the same DFI schedule.',
    }),
  ),
  due: { kind: 'anniversaryQuarterEnd' },
});

const foreignReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `WI-${type}-FOREIGN-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Wisconsin annual report of a foreign entity, due by March 31 each year whatever the registration date.',
  fee: fee(
    65,
    source(DUE_DATES, {
      crossCheck: NOLO,
      note: 'Foreign reports are due by March 31; $65 is the foreign fee read for limited liability partnerships, and Nolo says only that non-Wisconsin LLCs pay "a higher fee" than $25.',
    }),
  ),
  due: { kind: 'fixedDate', month: 3, day: 31 },
});

const certificateOfStatus = fee(
  10,
  source(LLC_FEES, {
    note: 'UNVERIFIED: § 183.0114(1)(t) refers the certificate of status fee to § 182.01(4)(b), which was not read; $10 is the figure the DFI has charged, to be confirmed.',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Limited Liability Company (Form 502)',
  formation: llcFee(130, '§ 183.0114(1)(a): articles of organization, $130 (online; $170 on paper).'),
  renewal: { fee: 25, description: 'Annual report, due by the end of the anniversary quarter' },
  obligations: [annualReport('LLC')],
  foreignObligations: [foreignReport('LLC')],
  filings: {
    AMENDMENT: llcFee(40, '§ 183.0114(1)(m): amendment to articles of organization, $40.'),
    FOREIGN_QUALIFICATION: llcFee(
      100,
      '§ 183.0114(1)(p): foreign LLC application for certificate of registration, $100.',
    ),
    GOOD_STANDING: certificateOfStatus,
    DISSOLUTION: llcFee(20, '§ 183.0114(1)(o): articles of dissolution, $20.'),
    CHANGE_OF_AGENT: llcFee(10, '§ 183.0114(1)(j): statement of change of registered office, $10.'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Stock, For-Profit Corporation (Form 2)',
  formation: corpFee(100, '§ 180.0122(1)(a): articles of incorporation, $100.'),
  renewal: { fee: 25, description: 'Annual report, due by the end of the anniversary quarter' },
  obligations: [annualReport('CORP')],
  foreignObligations: [foreignReport('CORP')],
  filings: {
    AMENDMENT: corpFee(40, '§ 180.0122(1)(m): amendment of articles of incorporation, $40.'),
    FOREIGN_QUALIFICATION: corpFee(
      100,
      '§ 180.0122(1m)(u): application for certificate of authority, $100 plus $3 per $1,000 of capital employed in Wisconsin above $60,000.',
      '$3 for every $1,000 of capital employed in Wisconsin above $60,000',
    ),
    GOOD_STANDING: certificateOfStatus,
    DISSOLUTION: corpFee(20, '§ 180.0122(1)(p): articles of dissolution, $20.'),
    CHANGE_OF_AGENT: corpFee(10, '§ 180.0122(1)(j): statement of change of registered office, $10.'),
  },
};

export const WI: Jurisdiction = {
  code: 'WI',
  name: 'Wisconsin',
  description: 'A $25 annual report and online approval within days, for businesses operating in Wisconsin.',
  filingOffice: {
    name: 'Wisconsin Department of Financial Institutions, Division of Corporate and Consumer Services',
    url: 'https://dfi.wi.gov/',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 3,
    basis: 'Online filings 1-3 business days (paper 2-3 weeks)',
    source: source(LEGALKB, {
      crossCheck: 'https://incorporator.org/articles/wisconsin-llc-formation-the-badger-state-guide',
    }),
  },
  expedite: [
    {
      label: 'Expedited (same business day)',
      businessDays: 0,
      fee: fee(
        25,
        source(LEGALKB, {
          note: 'Expedited same-day, $25 on top of the filing fee, if submitted by 3 pm; § 183.0114(1)(u) refers the fee to § 182.01(4).',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'Wis. Stat. § 183.0103', CORP: 'Wis. Stat. § 180.0401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'LLC', 'L.L.C.'],
        statute: 'Wis. Stat. § 183.0103',
        severity: 'error',
        note: `Read on ${LEGALKB}; "Limited" or "Ltd." alone is not accepted`,
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'Wis. Stat. § 180.0401', severity: 'error' },
    },
    // The restricted words as https://legalkb-com.pages.dev/practice-areas/business-law/llc-formation/wisconsin gives them.
    words: [
      {
        words: [...BANK, ...TRUST, 'credit union'],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Institutions',
        statute: 'Wis. Stat. chs. 220-224 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Office of the Commissioner of Insurance',
        statute: 'Wis. Stat. chs. 600-655 (Insurance)',
      },
      {
        words: ['cooperative'],
        severity: 'warning',
        reason: 'is reserved to cooperatives organized under the cooperative law',
        statute: 'Wis. Stat. ch. 185 (Cooperatives)',
        entityTypes: LLCS,
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
