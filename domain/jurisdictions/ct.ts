// Connecticut: the Secretary of the State forms entities. LLCs file their annual report between January 1 and
// March 31 (Conn. Gen. Stat. § 34-247k(c)); corporations file a first report soon after organizing, then yearly.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

/** Conn. Gen. Stat. § 33-617(a) as amended by P.A. 14-154: the business corporation fees. */
const CORP_FEES = 'https://legiscan.com/CT/text/HB05489/2014';
const CORP_FEES_2019 = 'https://www.legalfix.com/statutes/state-codes/connecticut/title-33/chapter-601/section-33-617';
/** Conn. Gen. Stat. § 34-413: the limited liability partnership fees, which stand in where an LLC fee was not found. */
const LLP_FEES = 'https://law.justia.com/codes/connecticut/2012/title-34/chapter-614/section-34-413/';
const LLC_COSTS = 'https://howtostartanllc.com/connecticut-llc/cost-to-form';
const LLC_COSTS_2 = 'https://creditdonkey.com/how-much-does-an-llc-cost-in-connecticut.html';

const corpFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(CORP_FEES, { crossCheck: CORP_FEES_2019, note: `Conn. Gen. Stat. § 33-617(a), ${item}` }),
});
const llpStandIn = (amount: number, item: string): Fee => ({
  amount,
  source: source(LLP_FEES, {
    crossCheck: 'https://statutes.laws.com/connecticut/title34/chap613/Sec34-112',
    note: `Conn. Gen. Stat. § 34-413(a), the partnerships' ${item}; the former LLC act (§ 34-112) charged $60 for amendments, the same as for articles (now $120), and $25 for an agent change`,
    unconfirmed: `The limited liability partnerships' ${item} fee stands in; the current LLC fee was not read.`,
  }),
});
const GOOD_STANDING: Fee = {
  amount: 50,
  source: source('https://www.zenbusiness.com/connecticut-certificate-legal-existence/', {
    crossCheck: 'https://legalclarity.org/where-to-get-a-certificate-of-existence-in-connecticut',
    note: 'Certificate of Legal Existence',
  }),
};

const llcAnnualReport = (foreign: boolean): ObligationRule => ({
  id: `CT-LLC-ANNUAL-REPORT${foreign ? '-FOREIGN' : ''}`,
  title: 'Annual Report',
  description:
    'Connecticut LLC annual report, filed online between January 1 and March 31 each year from the year after formation (or registration).',
  fee: {
    amount: 80,
    source: source('https://www.llcuniversity.com/connecticut-llc/annual-report/', {
      crossCheck: LLC_COSTS_2,
      note: '$80 since July 1, 2020 (it was $20)',
    }),
  },
  due: { kind: 'fixedDate', month: 3, day: 31 },
});

const corpAnnualReport = (foreign: boolean): ObligationRule => ({
  id: `CT-CORP-ANNUAL-REPORT${foreign ? '-FOREIGN' : ''}`,
  title: 'Annual Report',
  description: 'Connecticut corporation annual report, due each year by the end of the anniversary month.',
  fee: foreign
    ? {
        amount: 435,
        source: source('https://www.upcounsel.com/connecticut-annual-report', {
          note: 'Foreign stock corporations pay $435 a year',
        }),
      }
    : corpFee(150, 'annual report'),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation:
    'The Secretary of the State schedules corporations’ reports (§ 33-953(b)); the anniversary month is the usual schedule.',
});

const firstReport: ObligationRule = {
  id: 'CT-CORP-FIRST-REPORT',
  title: 'First Report',
  description: 'Connecticut corporation first report, due within 30 days of the organization meeting.',
  fee: corpFee(150, 'annual report (the first report is the first annual report)'),
  due: { kind: 'onceWithinDays', days: 30 },
  approximation: 'The 30 days run from the organization meeting (§ 33-953(b)); they are counted from formation.',
};

export const CT: Jurisdiction = {
  code: 'CT',
  name: 'Connecticut',
  description:
    'For businesses operating in Connecticut: a $120 LLC with an $80 annual report each spring, filed online.',
  filingOffice: {
    name: 'Connecticut Secretary of the State, Business Services',
    url: 'https://portal.ct.gov/SOTS/Business-Services',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization',
      formation: { amount: 120, source: source(LLC_COSTS, { crossCheck: LLC_COSTS_2 }) },
      renewal: { fee: 80, description: 'Annual report, due between January 1 and March 31' },
      obligations: [llcAnnualReport(false)],
      foreignObligations: [llcAnnualReport(true)],
      filings: {
        AMENDMENT: llpStandIn(120, 'amendment to certificate'),
        FOREIGN_QUALIFICATION: {
          amount: 120,
          source: source(LLC_COSTS, { crossCheck: LLC_COSTS_2, note: 'Foreign Registration Statement' }),
        },
        GOOD_STANDING,
        DISSOLUTION: {
          amount: 50,
          source: source('https://llcformationrocket.com/dissolve-an-llc/connecticut/', {
            crossCheck: 'https://reference180.com/how-to-form-an-llc-in-connecticut/',
            note: 'Certificate of Dissolution',
          }),
        },
        CHANGE_OF_AGENT: llpStandIn(50, 'change of statutory agent'),
      },
    },
    CORP: {
      formationDocument: 'Certificate of Incorporation',
      formation: {
        amount: 250,
        varies: 'The franchise tax part rises with authorized shares above 20,000',
        source: source(CORP_FEES, {
          crossCheck: 'https://ru.scribd.com/document/20055068/New-CRD-Fee-Schedule-Connecticut-2009',
          note: '$100 certificate of incorporation (§ 33-617(a)(3)) plus the $150 minimum franchise tax (fee schedule)',
        }),
      },
      renewal: { fee: 150, description: 'Annual report, due by the end of the anniversary month' },
      obligations: [firstReport, corpAnnualReport(false)],
      foreignObligations: [corpAnnualReport(true)],
      filings: {
        AMENDMENT: corpFee(100, 'amendment to certificate of incorporation'),
        FOREIGN_QUALIFICATION: corpFee(
          100,
          'application of foreign corporation for certificate of authority (2019 text; guides quote higher totals that include the first annual report)',
        ),
        GOOD_STANDING,
        DISSOLUTION: {
          amount: 0,
          source: source(CORP_FEES, {
            crossCheck: CORP_FEES_2019,
            note: 'P.A. 14-154 struck the $50 certificate of dissolution fee from § 33-617(a)',
          }),
        },
        CHANGE_OF_AGENT: corpFee(50, 'change of registered agent'),
      },
    },
  },
  processingTime: {
    businessDays: 7,
    basis: 'Online filings in 5-7 business days; mailed filings 3-4 weeks',
    source: source('https://www.trademarklens.com/guides/connecticut-llc-formation-sos-annual-report', {
      crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/connecticut/',
    }),
  },
  expedite: [
    {
      label: '24-hour expedited service',
      businessDays: 1,
      fee: {
        amount: 50,
        source: source('https://venturesmarter.com/how-much-does-an-llc-cost/connecticut/', {
          crossCheck: 'https://reference180.com/how-to-form-an-llc-in-connecticut/',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'Conn. Gen. Stat. § 34-243k(b)', CORP: 'Conn. Gen. Stat. § 33-655' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'L.L.C.',
          'LLC',
          'Ltd. Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
        ],
        statute: 'Conn. Gen. Stat. § 34-243k(a)',
        severity: 'error',
        note: '"Limited" may be abbreviated "Ltd." and "company" "Co."',
      },
      CORP: {
        forms: [
          'Corporation',
          'Incorporated',
          'Company',
          'Limited',
          'Societa per Azioni',
          'Corp.',
          'Inc.',
          'Co.',
          'Ltd.',
          'S.p.A.',
        ],
        statute: 'Conn. Gen. Stat. § 33-655',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only by a bank or trust company chartered or authorised by the Banking Commissioner',
        statute: 'Conn. Gen. Stat. § 34-243h(b); title 36a (Banks)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Insurance Commissioner for an insurance business',
        statute: 'Conn. Gen. Stat. title 38a (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
