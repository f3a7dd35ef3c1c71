// Vermont: the Secretary of State's Corporations Division forms LLCs (11 V.S.A. ch. 25) and corporations (11A V.S.A.);
// the fee sections were last raised in 2023. Both file an annual report after the fiscal year closes and owe the
// Department of Taxes a minimum tax with their income return.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** 11 V.S.A. § 4012 (LLC fees), as amended in 2023. */
const LLC_FEES =
  'https://casetext.com/statute/vermont-statutes/title-11-corporations-partnerships-and-associations/chapter-25-limited-liability-companies/subchapter-1-general-provisions/section-4012-fees';
/** 11A V.S.A. § 1.22 (business corporation fees). */
const CORP_FEES =
  'https://casetext.com/statute/vermont-statutes/title-11a-vermont-business-corporations/chapter-1-general-provisions/subchapter-2-filing-documents/section-122-filing-service-and-copying-fees';
const SOS_FEES = 'https://sos.vermont.gov/corporations/fees';

const llcFee = (amount: number, note: string) => fee(amount, source(LLC_FEES, { crossCheck: SOS_FEES, note }));
const corpFee = (amount: number, note: string) => fee(amount, source(CORP_FEES, { crossCheck: SOS_FEES, note }));

const llcReport = (foreign: boolean): ObligationRule => ({
  id: `VT-LLC-${foreign ? 'FOREIGN-' : ''}ANNUAL-REPORT`,
  title: 'Annual Report',
  description: `Vermont annual report${foreign ? ' of a foreign LLC' : ''}, due within three months after the fiscal year closes (March 31 for calendar years).`,
  fee: llcFee(
    foreign ? 170 : 45,
    `§ 4012(a)(${foreign ? '16' : '15'}): annual report of a ${foreign ? 'foreign' : 'domestic'} LLC, $${foreign ? 170 : 45}. Guides still quote the pre-2023 figures ($35; one gives $55).`,
  ),
  lateFee: fee(
    25,
    source('https://myllc.com/vermont-llc-annual-reports-taxes-fees.aspx', {
      crossCheck: 'https://suryapadhiea.com/vermont-annual-report',
      note: '$25 late fee for an annual report filed after the window.',
    }),
  ),
  due: { kind: 'fixedDate', month: 3, day: 31 },
  approximation: 'Calendar fiscal years; the window follows the fiscal year-end recorded with the Secretary of State.',
});

const corpReport = (foreign: boolean): ObligationRule => ({
  id: `VT-CORP-${foreign ? 'FOREIGN-' : ''}ANNUAL-REPORT`,
  title: 'Annual Report',
  description: `Vermont annual report${foreign ? ' of a foreign corporation' : ''}, due within two and a half months after the fiscal year closes (March 15 for calendar years).`,
  fee: corpFee(
    foreign ? 250 : 60,
    `§ 1.22(a)(${foreign ? '16' : '17'}): annual report of a ${foreign ? 'foreign' : 'domestic'} corporation, $${foreign ? 250 : 60}.`,
  ),
  due: { kind: 'fixedDate', month: 3, day: 15 },
  approximation:
    'Calendar fiscal years; a different fiscal year moves the date to two and a half months after it closes.',
});

const llcTax: ObligationRule = {
  id: 'VT-LLC-BUSINESS-ENTITY-TAX',
  title: 'Business Income Tax Return (BI-471)',
  description:
    'Vermont business entity income tax return with the $250 minimum tax, due on the federal partnership return date (March 15 for calendar years).',
  fee: fee(
    250,
    source('https://tax.vermont.gov/business-and-corp/corp-and-business-income-taxes/business-income', {
      crossCheck: 'https://www.nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-vermont-llcs.html',
      note: 'Form BI-471: "generally, a minimum tax of $250 is due", on the date established under the Internal Revenue Code.',
    }),
  ),
  due: { kind: 'fixedDate', month: 3, day: 15 },
  approximation:
    'LLCs taxed as partnerships on a calendar year; an LLC taxed as a corporation files the corporate return instead.',
};

const corpTax: ObligationRule = {
  id: 'VT-CORP-INCOME-TAX',
  title: 'Corporate Income Tax Return (CO-411)',
  description:
    'Vermont corporate income tax return with at least the minimum tax, due on the federal C corporation date (April 15 for calendar years).',
  fee: fee(
    300,
    source('http://tax.vermont.gov/business-and-corp/corp-and-business-income-taxes/corp-income', {
      crossCheck: 'https://blogs.m2kadvisors.com/taxation-in-vermont',
      note: 'Minimum tax $300 for Vermont gross receipts of $2,000,000 or less, more above; rates 6% to 8.5% of net income.',
    }),
    'Net income tax, at least $300 (more for Vermont gross receipts above $2M)',
  ),
  due: { kind: 'fixedDate', month: 4, day: 15 },
  approximation: 'Calendar tax years (the 15th day of the fourth month after the year ends).',
};

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form LLC-3(D))',
  formation: llcFee(155, '§ 4012(a)(1): articles of organization, $155 (guides still quote the former $125).'),
  renewal: { fee: 295, description: 'Annual report ($45) by March 31 and the $250 minimum business entity tax' },
  obligations: [llcTax, llcReport(false)],
  foreignObligations: [llcTax, llcReport(true)],
  filings: {
    AMENDMENT: llcFee(35, '§ 4012(a)(3): amendment of articles, $35.'),
    FOREIGN_QUALIFICATION: llcFee(155, '§ 4012(a)(2): application for certificate of authority, $155.'),
    GOOD_STANDING: llcFee(35, '§ 4012(a)(13): certificate of existence or authorization, $35.'),
    DISSOLUTION: llcFee(20, '§ 4012(a)(20): articles of termination, $20.'),
    CHANGE_OF_AGENT: llcFee(35, '§ 4012(a)(9): statement of change of designated agent or office, $35.'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Domestic Business Corporation',
  formation: corpFee(155, '§ 1.22(a)(1): articles of incorporation, $155.'),
  renewal: {
    fee: 360,
    description: 'Annual report ($60) by March 15 and the minimum corporate income tax (at least $300)',
  },
  obligations: [corpReport(false), corpTax],
  foreignObligations: [corpReport(true), corpTax],
  filings: {
    AMENDMENT: corpFee(50, '§ 1.22(a)(8): amendment of articles of incorporation, $50.'),
    FOREIGN_QUALIFICATION: corpFee(155, '§ 1.22(a)(13): application for certificate of authority, $155.'),
    GOOD_STANDING: corpFee(25, '§ 1.22(a)(18): certificate of good standing, $25.'),
    DISSOLUTION: corpFee(35, '§ 1.22(a)(11): articles of dissolution, $35.'),
    CHANGE_OF_AGENT: corpFee(25, '§ 1.22(a)(6): statement of change of registered agent or office, $25.'),
  },
};

export const VT: Jurisdiction = {
  code: 'VT',
  name: 'Vermont',
  description: 'Online approval in a day and blockchain-based LLCs by statute, for businesses operating in Vermont.',
  filingOffice: { name: 'Vermont Secretary of State, Corporations Division', url: SOS_FEES },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings approved in 1 business day (by mail 5-7 business days)',
    source: source('https://www.llcuniversity.com/vermont-llc/forms/'),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: '11 V.S.A. § 4005', CORP: '11A V.S.A. § 4.01' },
    designators: {
      LLC: {
        forms: ULLCA_LLC_FORMS,
        statute: '11 V.S.A. § 4005',
        severity: 'error',
        note: 'Read on https://startingyourbusiness.com/vermont-articles-of-organization/',
      },
      CORP: { forms: CORPORATE_FORMS, statute: '11A V.S.A. § 4.01', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Regulation (Banking Division)',
        statute: '8 V.S.A. (Banking and Insurance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Regulation (Insurance Division)',
        statute: '8 V.S.A. (Banking and Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
