// Indiana: the Secretary of State's Business Services Division (INBiz) forms entities; every entity files a
// business entity report every two years by the end of its anniversary month. Online fees are kept here.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const NORTHWEST = 'https://www.northwestregisteredagent.com/llc/indiana/cost';
const LEGALCLARITY = 'https://legalclarity.org/how-much-does-it-cost-to-start-an-llc-in-indiana';
const TRUIC = 'https://howtostartanllc.com/indiana-llc/cost-to-form';
/** IC 23-1-18-3 (repealed 2018): the schedule before July 1, 2016, electronic column; later fees were not found. */
const OLD_SCHEDULE = 'https://law.justia.com/codes/indiana/2017/title-23/article-1/chapter-18/section-23-1-18-3';

const oldSchedule = (amount: number, item: string): Fee => ({
  amount,
  source: source(OLD_SCHEDULE, {
    note: `IC 23-1-18-3(a) electronic fee for ${item}, the schedule in force before July 1, 2016`,
    unconfirmed: 'The electronic fee of the schedule in force before July 1, 2016 stands in; no later figure was read.',
  }),
});
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';

const FILINGS: Filings = {
  AMENDMENT: oldSchedule(20, 'amendment of articles'),
  FOREIGN_QUALIFICATION: {
    amount: 105,
    source: source(TRUIC, { note: 'Foreign Registration Statement (Form 56369): $105 online, $125 by mail' }),
  },
  GOOD_STANDING: oldSchedule(15, 'a certificate of existence or authorization'),
  DISSOLUTION: oldSchedule(20, 'articles of dissolution'),
  CHANGE_OF_AGENT: oldSchedule(0, 'a statement of change of registered agent (no fee)'),
};

const entityReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `IN-${type}-BUSINESS-ENTITY-REPORT`,
  title: 'Business Entity Report',
  description:
    'Indiana business entity report, due every two years by the end of the anniversary month, starting two years after formation.',
  fee: {
    amount: 32,
    source: source(NORTHWEST, { crossCheck: LEGALCLARITY, note: '$32 online, $50 by mail' }),
  },
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 2 },
});

export const IN: Jurisdiction = {
  code: 'IN',
  name: 'Indiana',
  description: 'For businesses operating in Indiana: same-day online formation and a report only every two years.',
  filingOffice: {
    name: 'Indiana Secretary of State, Business Services Division (INBiz)',
    url: 'https://inbiz.in.gov/',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: {
        amount: 98,
        source: source(NORTHWEST, {
          crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/indiana/',
          note: '$98 online, $100 by mail; older guides quote $95 or $97 online',
        }),
      },
      renewal: {
        fee: 32,
        description: 'Business entity report every two years, due by the end of the anniversary month',
      },
      obligations: [entityReport('LLC')],
      filings: FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 98,
        source: source(NORTHWEST, {
          crossCheck: STATE_ENTITIES_DATA,
          note: 'A public dataset of state filing fees reads $100 on paper from State Form 4159, the LLC’s paper fee too; before July 2016 both were $75 online',
          unconfirmed: 'The LLC’s $98 online fee stands in; the corporation’s online fee was not read.',
        }),
      },
      renewal: {
        fee: 32,
        description: 'Business entity report every two years, due by the end of the anniversary month',
      },
      obligations: [entityReport('CORP')],
      filings: FILINGS,
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings are usually approved within one business day (mailed filings take longer)',
    source: source(LEGALCLARITY, { crossCheck: NORTHWEST }),
  },
  // Two guides say Indiana sells no expedite (online filings are approved the same day); one older guide lists one.
  expedite: [],
  names: {
    distinguishable: { LLC: 'IC 23-0.5-3-1', CORP: 'IC 23-0.5-3-1' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'IC 23-18-2-8',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'IC 23-1-23-1 (corporation, incorporated, company, limited, or corp., inc., co., ltd.)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason:
          'needs the approval of the Department of Financial Institutions, to which the Secretary of State forwards such names',
        statute: 'IC 28 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance for an insurance business',
        statute: 'IC 27 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
