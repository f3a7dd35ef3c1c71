// Tennessee: the Secretary of State's Division of Business Services forms LLCs (Revised LLC Act, Tenn. Code ch. 48-249)
// and corporations (Business Corporation Act, ch. 48-11 to 48-27). An LLC pays per member ($50, at least $300) to form
// and to report each year; every LLC and corporation also owes the Department of Revenue franchise and excise tax.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** Tenn. Code § 48-249-1007, the Revised LLC Act's fees. */
const LLC_FEES = 'https://statutes.laws.com/tennessee/title-48/chapter-249/part-10/48-249-1007';
/** Tenn. Code § 48-51-303, the corporations' fees. */
const CORP_FEES =
  'https://getpocketlaw.com/law/state_tennessee/section-48-51-303-filing-service-and-copying-fees_4e28e0b6cec1';
/** The Division's fee schedule (2006), which gives the per-member formula. */
const FEE_SCHEDULE =
  'https://www.findforms.com/single_form.php/form/8617/fee_scheduleweb_indd_Secretary_of_State_Tennessee';
const HARBOR_REPORT = 'https://www.harborcompliance.com/information/tennessee-annual-report';

const PER_MEMBER = '$50 per member, at least $300 and at most $3,000';
const llcFee = (amount: number, note: string) => fee(amount, source(LLC_FEES, { note }));
const corpFee = (amount: number, note: string) =>
  fee(
    amount,
    source(CORP_FEES, {
      crossCheck: 'https://www.lawserver.com/law/state/tennessee/tn-code/tennessee_code_48-51-303',
      note,
    }),
  );

const perMemberFee = (what: string, crossCheck: string) =>
  fee(
    300,
    source(FEE_SCHEDULE, { crossCheck, note: `${what}: $50 per member (minimum $300, maximum $3,000).` }),
    PER_MEMBER,
  );

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `TN-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Tennessee annual report to the Secretary of State, due by the first day of the fourth month after the fiscal year ends (April 1 for calendar years).',
  fee:
    type === 'LLC'
      ? fee(
          300,
          source(HARBOR_REPORT, {
            crossCheck: 'http://www.northwestregisteredagent.com/tennessee-annual-report.html',
            note: 'Tenn. Code § 48-228-203 (as cited there): $50 per member, $300 minimum, $3,000 maximum.',
          }),
          PER_MEMBER,
        )
      : fee(
          20,
          source(HARBOR_REPORT, {
            crossCheck: 'https://www.allisonreynoldscpa.com/post/tennessee-annual-report',
            note: 'Tenn. Code § 48-26-203 (as cited there): $20.',
          }),
        ),
  due: { kind: 'fixedDate', month: 4, day: 1 },
  approximation:
    'Calendar fiscal years; a fiscal year ending in another month moves the date to the first day of the fourth month after it.',
});

const franchiseExcise = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `TN-${type}-FRANCHISE-EXCISE-TAX`,
  title: 'Franchise and Excise Tax Return (FAE170)',
  description:
    'Tennessee franchise and excise tax return to the Department of Revenue, due by the 15th day of the fourth month after the tax year (April 15 for calendar years).',
  fee: fee(
    100,
    source(
      'https://revenue.support.tn.gov/hc/en-us/articles/360025851732-Who-must-file-a-100-minimum-franchise-tax-return-',
      {
        crossCheck: 'https://www.discern.com/resources/tennessee-franchise-tax-filing-information',
        note: 'Franchise tax 0.25% of Tennessee net worth, at least $100; excise tax 6.5% of net earnings.',
      },
    ),
    'Franchise tax 0.25% of net worth (at least $100) plus excise tax on net earnings',
  ),
  due: { kind: 'fixedDate', month: 4, day: 15 },
  approximation: 'Calendar tax years; a fiscal year moves the date to the 15th day of the fourth month after it.',
});

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Limited Liability Company (Form SS-4270)',
  formation: perMemberFee('Articles of organization', 'https://startabusiness.org/tn/llc/domestic/'),
  renewal: { fee: 400, description: 'Annual report ($300 minimum, $50 per member) and franchise tax (at least $100)' },
  obligations: [annualReport('LLC'), franchiseExcise('LLC')],
  filings: {
    AMENDMENT: llcFee(20, '§ 48-249-1007(a)(12): articles of amendment, $20.'),
    FOREIGN_QUALIFICATION: perMemberFee('Application for certificate of authority (foreign LLC)', LLC_FEES),
    GOOD_STANDING: fee(
      20,
      source(CORP_FEES, {
        note: 'Certificate of existence',
        unconfirmed:
          'The $20 the fee sections charge for most certificates and statements stands in; the certificate of existence row was cut off in what was read.',
      }),
    ),
    DISSOLUTION: llcFee(
      20,
      '§ 48-249-1007(a)(18): notice of dissolution, $20 (articles of termination follow, another $20).',
    ),
    CHANGE_OF_AGENT: llcFee(20, '§ 48-249-1007(a)(9): statement of change of registered agent or office, $20.'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Charter — For-Profit Corporation',
  formation: corpFee(100, '§ 48-51-303(a): charter, including the initial registered office and agent, $100.'),
  renewal: { fee: 120, description: 'Annual report ($20) and franchise tax (at least $100)' },
  obligations: [annualReport('CORP'), franchiseExcise('CORP')],
  filings: {
    AMENDMENT: corpFee(20, '§ 48-51-303(a): charter amendment, $20.'),
    FOREIGN_QUALIFICATION: corpFee(600, '§ 48-51-303(a): application for certificate of authority, $600.'),
    GOOD_STANDING: LLC.filings.GOOD_STANDING,
    DISSOLUTION: corpFee(20, '§ 48-51-303(a): articles of dissolution, $20.'),
    CHANGE_OF_AGENT: corpFee(
      20,
      "§ 48-51-303(a): corporation's statement of change of registered agent or office, $20.",
    ),
  },
};

export const TN: Jurisdiction = {
  code: 'TN',
  name: 'Tennessee',
  description:
    'No personal income tax on wages; LLC fees grow with the number of members, and franchise and excise tax applies to LLCs and corporations alike.',
  filingOffice: {
    name: 'Tennessee Secretary of State, Division of Business Services',
    url: 'https://sos.tn.gov/businesses',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 2,
    basis: 'Online filings approved in about 2 business days (by mail 2-3 weeks); no expedited service',
    source: source('https://venturesmarter.com/how-long-does-it-take-to-form-an-llc/tennessee/', {
      crossCheck: 'https://www.discern.com/resources/tennessee-llc-requirements',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'Tenn. Code § 48-249-106', CORP: 'Tenn. Code § 48-14-101' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'Tenn. Code § 48-249-106',
        severity: 'error',
        note: 'Read on https://www.helplinelaw.com/article/usa-tennessee/359; "Limited" may be written "Ltd." and "Company" "Co."',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Corp.', 'Inc.', 'Co.'],
        statute: 'Tenn. Code § 48-14-101',
        severity: 'error',
      },
    },
    words: [
      {
        words: ['corporation', 'incorporated', 'corp', 'inc'],
        severity: 'error',
        reason: 'may not appear in a limited liability company name',
        statute: 'Tenn. Code § 48-249-106',
        entityTypes: ['LLC', 'SERIES_LLC'],
      },
      {
        words: [...BANK, ...TRUST, 'credit union'],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Institutions',
        statute:
          'Tenn. Code title 45 (Banking); read on https://www.wolterskluwer.com/en/solutions/ct-corporation/llc-formation-in-tennessee',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason:
          'needs a certificate of authority from the Department of Commerce and Insurance for an insurance business',
        statute: 'Tenn. Code title 56 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
