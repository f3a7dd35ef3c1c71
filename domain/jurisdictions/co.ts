// Colorado: the Secretary of State's Business Division forms entities online and asks a periodic report each
// year by the end of the anniversary month (C.R.S. 7-90-501); one fee schedule covers every entity type.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const FEE_GUIDE =
  'https://www.zenind.com/help/post/colorado-llc-filing-fees-in-2026-what-it-costs-to-start-and-maintain-an-llc';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const PERIODIC_FEE_NOTICE =
  'https://www.einpresswire.com/article/720766679/june-17-periodic-report-filing-fee-to-increase-july-1';

const FILINGS: Filings = {
  AMENDMENT: { amount: 25, source: source(FEE_GUIDE, { note: 'Amendment of Articles of Organization' }) },
  FOREIGN_QUALIFICATION: {
    amount: 100,
    source: source('https://startabusiness.org/co/llc/foreign/', {
      note: 'Statement of Foreign Entity Authority, one form for LLCs, partnerships and corporations',
    }),
  },
  GOOD_STANDING: {
    amount: 0,
    source: source('https://winenfood.com/how-much-is-a-colorado-certificate-of-good-standing', {
      crossCheck: 'https://winenfood.com/the-fee-for-a-colorado-certificate-of-good-standing',
      note: 'Free when printed from the online business database; another guide quotes $10 for a requested copy',
    }),
  },
  DISSOLUTION: {
    amount: 25,
    source: source('https://incorporationguru.com/dissolve-an-llc/colorado/', {
      crossCheck: 'https://infocomm.ky/info/can-i-dissolve-a-delinquent-llc-in-colorado',
      note: 'Statement of Dissolution, online only; one guide still quotes $10',
    }),
  },
  CHANGE_OF_AGENT: {
    amount: 10,
    source: source(FEE_GUIDE, {
      crossCheck: 'http://www.sos.state.co.us/pubs/business/helpFiles/CHANGE_RA_HELP.html',
      note: 'Statement of Change (C.R.S. 7-90-305.5): $10',
    }),
  },
};

const periodicReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `CO-${type}-PERIODIC-REPORT`,
  title: 'Periodic Report',
  description:
    'Colorado periodic report, due each year within the three months that begin with the anniversary month (it may be filed from two months before).',
  fee: {
    amount: 25,
    source: source(PERIODIC_FEE_NOTICE, {
      crossCheck: FEE_GUIDE,
      note: 'Secretary of State notice: $25 from July 1, 2024 (it was $10 since 2006)',
    }),
  },
  lateFee: {
    amount: 50,
    source: source('https://llcattorney.com/states/co/llc-fees-colorado', {
      crossCheck: 'https://dev.fastfilings.pomdev.net/?p=10574',
      note: 'Late within the two months after the anniversary month; older guides quote $40',
    }),
  },
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation:
    'The Secretary’s FAQ (sos.state.co.us/pubs/business/FAQs/reports.html) gives the three months from the first day of the anniversary month; the end of the anniversary month, the earliest such date, is used.',
});

const FORMATION: Fee = {
  amount: 50,
  source: source(FEE_GUIDE, {
    crossCheck: 'https://www.upcounsel.com/articles-of-organization-llc-colorado',
    note: 'Articles of Organization, $50 online',
  }),
};

export const CO: Jurisdiction = {
  code: 'CO',
  name: 'Colorado',
  description:
    'For businesses operating in Colorado: fully online filing with instant approval and a $25 periodic report each year.',
  filingOffice: { name: 'Colorado Secretary of State, Business Division', url: 'https://www.coloradosos.gov/' },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: FORMATION,
      renewal: { fee: 25, description: 'Periodic report, due in the three months from the anniversary month' },
      obligations: [periodicReport('LLC')],
      filings: FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 50,
        source: source(STATE_ENTITIES_DATA, {
          crossCheck: FEE_GUIDE,
          note: 'A public dataset of state filing fees reads $50 for articles of incorporation from the Secretary’s business fee schedule (sos.state.co.us/pubs/info_center/fees/business.html); the guide gives the same $50 for LLC articles',
        }),
      },
      renewal: { fee: 25, description: 'Periodic report, due in the three months from the anniversary month' },
      obligations: [periodicReport('CORP')],
      filings: FILINGS,
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings are approved at once; the office takes formations online only',
    source: source('https://www.upcounsel.com/articles-of-organization-llc-colorado', {
      crossCheck: 'https://coloradoregisteredagent.com/llc/dissolve-a-colorado-llc',
    }),
  },
  expedite: [
    {
      label: 'Expedited service (paper business organization documents)',
      businessDays: 3,
      fee: {
        amount: 150,
        source: source(FEE_GUIDE, {
          crossCheck: STATE_ENTITIES_DATA,
          note: '$150 on top of the filing fee; online filings need no expedite. A public dataset reads the Secretary’s fee schedule as fulfilling it within 3 business days',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'C.R.S. 7-90-601(2)', CORP: 'C.R.S. 7-90-601(2)' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'Ltd. Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Limited',
          'L.L.C.',
          'LLC',
          'Ltd.',
        ],
        statute: 'C.R.S. 7-90-601(3)(c)',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'C.R.S. 7-90-601(3)(a)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only by a bank or trust company chartered by the Division of Banking',
        statute: 'C.R.S. 7-90-601(1); title 11 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Division of Insurance for an insurance business',
        statute: 'C.R.S. 7-90-601(1); title 10 (Insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the authorisation of the Department of Higher Education for a school conferring degrees',
        statute: 'C.R.S. 7-90-601(1); title 23 (Postsecondary Education)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
