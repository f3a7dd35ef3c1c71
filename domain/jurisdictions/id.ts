// Idaho: the Secretary of State forms entities under the Idaho Uniform Business Organizations Code (title 30,
// chapter 21); every entity files a free annual report by the end of its anniversary month (Idaho Code
// § 30-21-213). The Secretary's fee list was not among the pages read: the later-filing fees are marked unconfirmed,
// with the sourced Idaho fee that stands in for each.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const COSTS_2026 = 'https://dev.to/aissam_baidi_2934207fc2c3/form-an-llc-in-idaho-total-cost-filing-steps-2026-5c74';
const FORMATION_GUIDE = 'https://ilrg.com/forms/llc-articlesorg/us/id';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const RESERVATION_GUIDE = 'https://legalclarity.org/how-to-register-an-llc-in-idaho-a-step-by-step-guide';

const FORMATION: Fee = {
  amount: 100,
  source: source(FORMATION_GUIDE, {
    crossCheck: COSTS_2026,
    note: '$100 online; $20 more for a paper filing',
  }),
};
const standIn = (amount: number, url: string, what: string): Fee => ({
  amount,
  source: source(url, {
    unconfirmed: `${what} stands in; the Secretary of State's fee list was not among the pages read.`,
  }),
});

const FILINGS: Filings = {
  AMENDMENT: standIn(20, RESERVATION_GUIDE, 'The $20 name reservation fee'),
  FOREIGN_QUALIFICATION: standIn(100, FORMATION_GUIDE, 'The $100 domestic LLC formation fee'),
  GOOD_STANDING: standIn(20, RESERVATION_GUIDE, 'The $20 name reservation fee'),
  DISSOLUTION: standIn(20, RESERVATION_GUIDE, 'The $20 name reservation fee'),
  CHANGE_OF_AGENT: standIn(20, RESERVATION_GUIDE, 'The $20 name reservation fee'),
};

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `ID-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Idaho annual report (no fee), due by the last day of the anniversary month each year.',
  fee: {
    amount: 0,
    source: source('https://www.legalzoom.com/articles/idaho-annual-report', {
      crossCheck: COSTS_2026,
      note: 'Idaho Code § 30-21-213; free but required',
    }),
  },
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
});

export const ID: Jurisdiction = {
  code: 'ID',
  name: 'Idaho',
  description:
    'For businesses operating in Idaho: a $100 online formation and a free annual report due in the anniversary month.',
  filingOffice: {
    name: 'Idaho Secretary of State, Business and Commercial Services',
    url: 'https://sos.idaho.gov/business/',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization',
      formation: FORMATION,
      renewal: { fee: 0, description: 'Free annual report, due by the end of the anniversary month' },
      obligations: [annualReport('LLC')],
      filings: FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 100,
        source: source(STATE_ENTITIES_DATA, {
          note: 'A public dataset of state filing fees, read from sos.idaho.gov/business-forms on 2026-10-10: $100 online, $120 on paper; a single source',
        }),
      },
      renewal: { fee: 0, description: 'Free annual report, due by the end of the anniversary month' },
      obligations: [annualReport('CORP')],
      filings: FILINGS,
    },
  },
  processingTime: {
    businessDays: 20,
    basis: 'The Secretary of State lists 15-20 business days for standard online filings',
    source: source(COSTS_2026, {
      crossCheck: 'http://formanllc.org/id/form-a-domestic-llc-in-idaho-idaho-certificate-of-organization/',
    }),
  },
  expedite: [
    {
      label: 'Expedite (24-hour)',
      businessDays: 1,
      fee: {
        amount: 40,
        source: source(COSTS_2026, {
          crossCheck: 'http://formanllc.org/id/form-a-domestic-llc-in-idaho-idaho-certificate-of-organization/',
          note: 'An older guide quotes $20; the 2026 figure is kept',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'Idaho Code § 30-21-301', CORP: 'Idaho Code § 30-21-301' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'L.C.', 'LLC'],
        statute: 'Idaho Code § 30-21-302(d)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'Idaho Code § 30-21-302 (corporation, incorporated, company, limited, or an abbreviation)',
        severity: 'error',
        note: '"Company" may not be immediately preceded by "and" or "&" (the Secretary’s articles form instructions, fill.io/Form-201-ARTICLES-OF-INCORPORATION)',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Finance',
        statute: 'Idaho Code title 26 (Banks and Banking)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance for an insurance business',
        statute: 'Idaho Code title 41 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
