// Kansas: the Secretary of State forms entities; since 2024 LLCs and corporations file an information report (formerly
// the annual report) every two years, in the years of their formation year's parity. The statutes cap most fees and
// the Secretary of State sets them by regulation (K.A.R. 7-16-1, amended February 2026), so several figures below are
// statutory amounts or older form fees, marked unconfirmed where the current charge was not read.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const LLC_FEES = 'https://statutes.laws.com/kansas/chapter-17/article-76/statutes-8582';
const FOREIGN_FORM = 'https://ses.stf.com/bookmarks/Jessica%20Spicer/KS_wsw/0000/2023081013273499150298.htm_old.htm';
const LLC_FORM = 'https://fill.io/INSTRUCTIONS-DL-GENERAL-FILING-51-09-Limited-Liability-Company';
const CORP_GUIDE = 'http://help.bizlauncher.co/en/articles/1521651-forming-a-corporation-in-kansas';
const REGULATION = 'https://www.kssos.org/publications/register/Volume-45/Issues/Issue-07/02-12-26-53865.html';
const INFORMATION_REPORTS = 'https://sos.ks.gov/businesses/information-reports.html';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';

const llcStatute = (amount: number, item: string): Fee => ({
  amount,
  source: source(LLC_FEES, {
    note: `K.S.A. 17-76,136(a)(1), ${item}`,
    unconfirmed:
      'The statute’s $20 stands in; the information and services fee K.A.R. 7-16-1 adds to filings after formation was cut off in what was read.',
  }),
});
const corpStandIn = (item: string): Fee => ({
  amount: 20,
  source: source(LLC_FEES, {
    unconfirmed: `The LLC's $20 stands in; the corporations' fee for ${item} is set by regulation under K.S.A. 17-7506(c) (at most $150) and was not read.`,
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
      note: 'Application for Registration of Foreign Covered Entity (2023 form): "$115 or $165, depending on the entity type"',
      unconfirmed:
        'The 2023 form’s $165 stands in, its higher figure taken for LLCs; the fees were reset by regulation in February 2026 and the new figure was not read.',
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
      note: 'Application for Registration of Foreign Covered Entity (2023 form): "$115 or $165, depending on the entity type"',
      unconfirmed:
        'The 2023 form’s $115 stands in, its lower figure taken for corporations; the fees were reset by regulation in February 2026 and the new figure was not read.',
    }),
  },
  GOOD_STANDING,
  DISSOLUTION: corpStandIn('a certificate of dissolution'),
  CHANGE_OF_AGENT: corpStandIn('a change of resident agent'),
};

const informationReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `KS-${type}-INFORMATION-REPORT`,
  title: 'Information Report',
  description:
    'Kansas information report (formerly the annual report), due by April 15 every two years: in even years for entities formed in an even year, in odd years otherwise.',
  fee: {
    amount: 90,
    source: source(STATE_ENTITIES_DATA, {
      crossCheck: REGULATION,
      note: `A public dataset of state filing fees, read from the Secretary’s forms and the regulations effective 27 February 2026: $90 online, $110 on paper; a single source for the amount. The two-year cycle: ${INFORMATION_REPORTS}`,
    }),
  },
  due: { kind: 'fixedDate', month: 4, day: 15, everyYears: 2, parity: 'formationYear' },
  approximation:
    'Taken as due April 15 of the filing year, as for a calendar tax year; the Secretary shows each entity’s own due date in its business search.',
});

export const KS: Jurisdiction = {
  code: 'KS',
  name: 'Kansas',
  description:
    'For businesses operating in Kansas: a Delaware-style LLC act, online filing and an information report every other April.',
  filingOffice: {
    name: 'Kansas Secretary of State, Business Services',
    url: 'https://sos.ks.gov/business/business.html',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form DL 51-09)',
      formation: {
        amount: 85,
        source: source(STATE_ENTITIES_DATA, {
          crossCheck: REGULATION,
          note: 'A public dataset of state filing fees, read from the Secretary’s form LAO (rev. 27 February 2026): $85 online, $90 on paper, the regulation’s $10 information and services fee included; the 2020 paper form (fill.io) said $165',
        }),
      },
      renewal: { fee: 90, description: 'Information report every two years, due April 15' },
      obligations: [informationReport('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 85,
        source: source(STATE_ENTITIES_DATA, {
          crossCheck: CORP_GUIDE,
          note: 'A public dataset of state filing fees, read from the Secretary’s form AI: $85 online; the guide quotes $90 on paper; K.S.A. 17-7506(a) caps the fee at $250',
        }),
      },
      renewal: { fee: 90, description: 'Information report every two years, due April 15' },
      obligations: [informationReport('CORP')],
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
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
