// Texas: the Secretary of State forms entities under the Business Organizations Code (BOC); the Comptroller collects
// the franchise tax, whose report and Public Information Report every LLC and corporation files by May 15.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, EDUCATION, INSURANCE, NOT_TRUSTS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** Form 806, the Secretary of State's fee schedule (formation, foreign registration, certificate of fact). */
const FORM_806 = 'https://forms.justia.com/texas/secretary-of-state/general-business/fee-schedule-25379.html';
const FORM_806_COPY = 'https://info.5y1.org/secretary-of-state-business-entity-search_1_061dc4.html';
/** The Secretary of State's online fee schedule (for-profit corporations, BOC §§ 4.151 and 4.152). */
const SOS_FEES = 'https://direct.sos.state.tx.us/help/help-corp-fee.asp';
const BOC_4_152 = 'https://lexace.ai/us/statute/texas/4.152';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const expedite = (label: string, businessDays: number, amount: number) => ({
  label,
  businessDays,
  fee: fee(
    amount,
    source(STATE_ENTITIES_DATA, {
      crossCheck: 'https://lexace.ai/us/statute/texas/405.032',
      note: `Form 806 (revised 09/26): Standard Expedite $50, Next Day Expedite $500, Same Day Expedite $750 per document, on top of the filing fee, as the dataset reads the Secretary's schedule; a single source for the amounts. The cross-check is Gov't Code § 405.032, which leaves the fee to the Secretary.`,
    }),
  ),
});

const NO_TAX_DUE =
  'No tax due at or below $2.65M annualized total revenue (2026 and 2027 reports); above it, tax on margin';

// Due May 15 (Tax Code § 171.202(b): before May 16 each year); an entity that became subject to the tax in one year
// files its first annual report the next: http://www.cpa.state.tx.us/taxinfo/franchise/duedates.html
const franchiseTax = (type: 'LLC' | 'SERIES_LLC' | 'CORP'): ObligationRule => ({
  id: `TX-${type}-FRANCHISE-TAX`,
  title: 'Franchise Tax Report and Public Information Report',
  description:
    'Texas franchise tax report with the Public Information Report to the Comptroller, due May 15 each year from the year after formation.',
  fee: fee(
    0,
    source('https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php', {
      crossCheck: 'https://regfollower.com/us-texas-issues-new-franchise-tax-rates-threshold-caps-for-2026-27',
      note: 'The Public Information Report is filed whatever the revenue; the No Tax Due Report was discontinued in 2024.',
    }),
    NO_TAX_DUE,
  ),
  lateFee: fee(
    50,
    source('https://tr.scribd.com/document/399663883/98-918-Late-Filing', {
      crossCheck: 'https://regfollower.com/us-texas-issues-new-franchise-tax-rates-threshold-caps-for-2026-27',
      note: 'Comptroller publication 98-918: $50 on each report filed late, whether or not tax is due; 5% or 10% of late tax on top.',
    }),
  ),
  due: { kind: 'fixedDate', month: 5, day: 15 },
  approximation: 'When May 15 falls on a weekend or holiday the report is due the next business day.',
});

const llcFilings = {
  AMENDMENT: fee(
    150,
    source('https://docsbay.net/business-organization-fees-effective-01-01-2006', {
      crossCheck: 'https://www.llctexas.org/post-formation/change-agent/',
      note: 'Certificate of amendment (Form 424), $150 for a limited liability company.',
    }),
  ),
  FOREIGN_QUALIFICATION: fee(
    750,
    source(FORM_806, {
      crossCheck: 'https://www.upcounsel.com/secretary-of-state-texas-llc',
      note: 'Application for registration of a foreign limited liability company (Form 304).',
    }),
  ),
  GOOD_STANDING: fee(
    15,
    source(FORM_806, {
      crossCheck: FORM_806_COPY,
      note: 'Certificate of Fact (including Certificate of Existence or Status).',
    }),
  ),
  DISSOLUTION: fee(
    40,
    source('https://www.upcounsel.com/secretary-of-state-texas-llc', {
      crossCheck: 'https://infocomm.ky/info/how-do-i-file-a-certificate-of-termination-in-texas',
      note: 'Certificate of termination (Form 651), filed with the Comptroller’s certificate of account status.',
    }),
  ),
  CHANGE_OF_AGENT: fee(
    15,
    source('https://www.llctexas.org/post-formation/change-agent/', {
      crossCheck: 'https://www.texasbusinessfiling.com/cost-change-registered-agent/',
      note: 'Statement of change of registered agent/office (Form 401).',
    }),
  ),
};

const formationFee = (form: string) =>
  fee(
    300,
    source(FORM_806, {
      crossCheck: form === '205' ? 'https://www.llctexas.org/start-your-llc/filing-document/' : BOC_4_152,
      note: `Certificate of formation for a Texas entity (Forms 201, 203, 205, 206): $300; this one is Form ${form}.`,
    }),
  );

const RENEWAL = { fee: 0, description: `Franchise tax report and Public Information Report by May 15; ${NO_TAX_DUE}` };

const LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Formation — Limited Liability Company (Form 205)',
  changeOfAgentForm: {
    name: 'Statement of Change of Registered Office/Agent (Form 401)',
    source: {
      url: 'https://fill.io/Form-401General-Information-Change-of-Registered-Agent-Office-Commentary',
      readOn: '2026-11-29',
      crossCheck: 'https://www.texasbusinessfiling.com/cost-change-registered-agent/',
      note: "The Secretary of State's Form 401 under BOC \u00a7 5.202; the new agent's consent need not be filed (BOC \u00a7 5.207).",
    },
  },
  formation: formationFee('205'),
  renewal: RENEWAL,
  obligations: [franchiseTax('LLC')],
  filings: llcFilings,
};

const CORP: EntityTypeRules = {
  formationDocument: 'Certificate of Formation — For-Profit Corporation (Form 201)',
  changeOfAgentForm: {
    name: 'Statement of Change of Registered Office/Agent (Form 401)',
    source: {
      url: 'https://fill.io/Form-401General-Information-Change-of-Registered-Agent-Office-Commentary',
      readOn: '2026-11-29',
      crossCheck: 'https://www.texasbusinessfiling.com/cost-change-registered-agent/',
      note: "The Secretary of State's Form 401 under BOC \u00a7 5.202; the new agent's consent need not be filed (BOC \u00a7 5.207).",
    },
  },
  formation: formationFee('201'),
  renewal: RENEWAL,
  obligations: [franchiseTax('CORP')],
  filings: {
    AMENDMENT: fee(150, source(SOS_FEES, { crossCheck: BOC_4_152, note: 'Articles/Certificate of Amendment.' })),
    FOREIGN_QUALIFICATION: fee(
      750,
      source(FORM_806, {
        crossCheck: BOC_4_152,
        note: 'Application for registration of a foreign for-profit corporation (Form 301).',
      }),
    ),
    GOOD_STANDING: llcFilings.GOOD_STANDING,
    DISSOLUTION: fee(
      40,
      source(SOS_FEES, { crossCheck: BOC_4_152, note: 'Articles of Dissolution/Certificate of Termination.' }),
    ),
    CHANGE_OF_AGENT: fee(15, source(SOS_FEES, { crossCheck: BOC_4_152, note: 'Change of Registered Agent/Office.' })),
  },
};

const SERIES_LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Formation — Limited Liability Company (Form 205) with series provisions',
  formation: formationFee('205'),
  seriesFee: fee(
    0,
    source(
      'http://print.casetext.com/statute/texas-codes/business-organizations-code/title-1-general-provisions/chapter-4-filings/subchapter-d-filing-fees/section-4162-filing-fees-registered-series-of-limited-liability-company',
      {
        note: 'BOC § 4.162: a certificate of registered series is $300; a protected series is created by the company agreement with no filing.',
      },
    ),
    'A protected series needs no filing; a registered series is $300 each (BOC § 4.162)',
  ),
  renewal: RENEWAL,
  obligations: [franchiseTax('SERIES_LLC')],
  filings: llcFilings,
};

export const TX: Jurisdiction = {
  code: 'TX',
  name: 'Texas',
  description:
    'No personal income tax and series LLCs; a franchise tax only above $2.65M in revenue, for businesses operating in Texas.',
  filingOffice: {
    name: 'Texas Secretary of State, Business & Public Filings Division',
    url: 'https://www.sos.state.tx.us/corp/options.shtml',
  },
  entityTypes: { LLC, CORP, SERIES_LLC },
  processingTime: {
    businessDays: 7,
    basis: 'Online filings through SOSDirect 5-7 business days (by mail 2-3 weeks)',
    source: source('https://www.llctexas.org/start-your-llc/online-filing/'),
  },
  // Gov't Code § 405.032(a)(2) now lets the Secretary set the expedite fee (it was capped at $25); the fee schedule
  // (Form 806, revised 09/26) sets three tiers, as a public dataset of state filing fees read it. The standard tier's
  // turnaround was not read: two business days, slower than the next-day tier, is assumed.
  expedite: [expedite('Standard expedite', 2, 50), expedite('Next day', 1, 500), expedite('Same day', 0, 750)],
  names: {
    distinguishable: { LLC: 'Tex. Bus. Orgs. Code § 5.053', CORP: 'Tex. Bus. Orgs. Code § 5.053' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.', 'Ltd. Co.'],
        statute: 'Tex. Bus. Orgs. Code § 5.056',
        severity: 'error',
        note: 'The statute names the two phrases or an abbreviation of either',
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'Tex. Bus. Orgs. Code § 5.054', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, 'banc', 'trust', 'trust company'],
        severity: 'warning',
        reason:
          'needs a letter of no objection from the Banking Commissioner before the Secretary of State files the name',
        statute: 'Tex. Fin. Code §§ 31.005, 181.004(a)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance for an insurance business',
        statute: 'Texas Insurance Code',
      },
      {
        words: [...EDUCATION, 'school', 'seminary'],
        severity: 'warning',
        reason: 'needs the approval of the Texas Higher Education Coordinating Board',
        statute: 'Tex. Educ. Code § 61.313',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
