// Kansas: the Secretary of State forms entities; LLCs and corporations file an annual report by the 15th day of
// the fourth month after their tax year closes (April 15 for calendar years). The statutes cap most fees and the
// Secretary of State sets them by regulation (K.A.R. 7-16-1), so several figures below are statutory amounts or
// paper-form fees, as their notes say.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const LLC_FEES = 'https://statutes.laws.com/kansas/chapter-17/article-76/statutes-8582';
const FOREIGN_FORM = 'https://ses.stf.com/bookmarks/Jessica%20Spicer/KS_wsw/0000/2023081013273499150298.htm_old.htm';
const LLC_FORM = 'https://fill.io/INSTRUCTIONS-DL-GENERAL-FILING-51-09-Limited-Liability-Company';
const ANNUAL_REPORT = 'https://www.nolo.com/legal-encyclopedia/annual-report-tax-filing-requirements-kansas-llcs.html';
const CORP_GUIDE = 'http://help.bizlauncher.co/en/articles/1521651-forming-a-corporation-in-kansas';
const REGULATION = 'https://www.kssos.org/publications/register/Volume-45/Issues/Issue-07/02-12-26-53865.html';

const llcStatute = (amount: number, item: string): Fee => ({
  amount,
  source: source(LLC_FEES, {
    crossCheck: REGULATION,
    note: `K.S.A. 17-76,136(a)(1), ${item}: $20, before the information and services fee of K.A.R. 7-16-1`,
  }),
});
const corpStandIn = (item: string): Fee => ({
  amount: 20,
  source: source(LLC_FEES, {
    note: `The corporations' fee for ${item} is set by regulation under K.S.A. 17-7506(c) (at most $150) and was not found; the LLC's $20 stands in`,
  }),
});
const GOOD_STANDING: Fee = {
  amount: 8,
  source: source(LLC_FEES, { note: 'K.S.A. 17-76,136(a)(3): $7.50 for each certificate of good standing, rounded up' }),
};

const LLC_FILINGS: Filings = {
  AMENDMENT: llcStatute(20, 'certificate of amendment'),
  FOREIGN_QUALIFICATION: {
    amount: 165,
    source: source(FOREIGN_FORM, {
      note: 'Application for Registration of Foreign Covered Entity: "$115 or $165, depending on the entity type"; $165 is taken for LLCs',
    }),
  },
  GOOD_STANDING,
  DISSOLUTION: llcStatute(20, 'certificate of cancellation'),
  CHANGE_OF_AGENT: llcStatute(20, 'certificate of change of registered office or resident agent'),
};
const CORP_FILINGS: Filings = {
  AMENDMENT: corpStandIn('a certificate of amendment'),
  FOREIGN_QUALIFICATION: {
    amount: 115,
    source: source(FOREIGN_FORM, {
      note: 'Application for Registration of Foreign Covered Entity: "$115 or $165, depending on the entity type"; $115 is taken for corporations',
    }),
  },
  GOOD_STANDING,
  DISSOLUTION: corpStandIn('a certificate of dissolution'),
  CHANGE_OF_AGENT: corpStandIn('a change of resident agent'),
};

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `KS-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Kansas annual report, due by the 15th day of the fourth month after the tax year closes (April 15 for a calendar year).',
  fee: {
    amount: 50,
    source: source(ANNUAL_REPORT, {
      crossCheck: 'https://generisonline.com/annual-filing-requirements-for-kansas-llc',
      note:
        type === 'LLC'
          ? '$50 online, $55 on paper (Form LC-50)'
          : 'The guides give the LLC fee ($50 online, $55 on paper); the corporations’ report is taken at the same fee',
    }),
  },
  due: { kind: 'fixedDate', month: 4, day: 15 },
  approximation:
    'Tax years are taken as calendar years; a fiscal year moves the date to the 15th day of the fourth month after it closes.',
});

export const KS: Jurisdiction = {
  code: 'KS',
  name: 'Kansas',
  description:
    'For businesses operating in Kansas: a Delaware-style LLC act, online filing and a $50 annual report each April.',
  filingOffice: {
    name: 'Kansas Secretary of State, Business Services',
    url: 'https://sos.ks.gov/business/business.html',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form DL 51-09)',
      formation: {
        amount: 165,
        source: source(LLC_FORM, {
          note: 'The paper form’s fee; the online fee, which guides put lower, was not found in the sources searched',
        }),
      },
      renewal: { fee: 50, description: 'Annual report, due April 15 for a calendar tax year' },
      obligations: [annualReport('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 90,
        source: source(CORP_GUIDE, {
          crossCheck: 'https://ksrevisor.org/statutes/chapters/ch17/017_075_0006.html',
          note: 'The guide quotes $90 (less online); K.S.A. 17-7506(a) caps the fee at $250',
        }),
      },
      renewal: { fee: 50, description: 'Annual report, due April 15 for a calendar tax year' },
      obligations: [annualReport('CORP')],
      filings: CORP_FILINGS,
    },
  },
  processingTime: {
    businessDays: 7,
    basis: 'About 7 business days for filings by mail; online filings are faster',
    source: source(CORP_GUIDE),
  },
  expedite: [
    {
      label: 'Fax filing (that day’s file date if received by 4 p.m. CT)',
      businessDays: 1,
      fee: {
        amount: 20,
        source: source(LLC_FORM, { crossCheck: FOREIGN_FORM, note: 'Processing fee of $20 on top of the filing fee' }),
      },
    },
  ],
  names: {
    distinguishable: {
      LLC: 'Kansas business entity standard treatment act (distinguishable upon the record)',
      CORP: 'K.S.A. 17-6002(a)(1)',
    },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: 'K.S.A. ch. 17, art. 76 (Kansas Revised Limited Liability Company Act)',
        severity: 'error',
        note: 'The forms the Secretary of State sets aside when comparing LLC names',
      },
      CORP: {
        forms: [
          'Association',
          'Church',
          'College',
          'Company',
          'Corporation',
          'Club',
          'Foundation',
          'Fund',
          'Incorporated',
          'Institute',
          'Society',
          'Union',
          'University',
          'Syndicate',
          'Limited',
          'Co.',
          'Corp.',
          'Inc.',
          'Ltd.',
        ],
        statute: 'K.S.A. 17-6002(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Office of the State Bank Commissioner',
        statute: 'K.S.A. ch. 9 (Banks and Banking)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Department for an insurance business',
        statute: 'K.S.A. ch. 40 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
