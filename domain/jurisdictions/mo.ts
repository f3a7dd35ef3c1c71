// Missouri: Secretary of State, Corporations Division. LLC fees from RSMo 347.179 as the guides quote them;
// corporate fees from RSMo 351.065 (incorporation tax), 351.125 (registration report) and 351.576 (foreign).
// Missouri LLCs file no annual report (RSMo chapter 347 asks for none; findlegalforms.com, llcfounder.com).
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_GUIDE = 'https://reference180.com/how-to-form-an-llc-in-missouri/';
const CORP_FILINGS = 'https://s1.sos.mo.gov/business/corporations/filings';
const REGISTRATION_REPORT_FEE = 'http://www.laws9.com/statutes/missouri/t23/c351/351_125';
const ENTITIES_PAGE = 'https://www.sos.mo.gov/business/corporations/Business';
/** RSMo 347.179 as a 2014 bill reprints it: the LLC fees before the Secretary's $5 Technology Trust Fund fee. */
const LLC_FEE_SECTION = 'https://house.mo.gov/billtracking/bills141/biltxt/intro/HB1814I.HTM';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
/** Fees no page read gives: the closest sourced figure stands in, and `unconfirmed` names it. */
const unread = (amount: number, what: string, closest: string) =>
  fee(
    amount,
    source(LLC_GUIDE, {
      unconfirmed: `${closest} stands in for the ${what} fee; the fee sections (RSMo 347.179, 351 fees) were not among the pages read.`,
    }),
  );

export const MO: Jurisdiction = {
  code: 'MO',
  name: 'Missouri',
  description:
    'A central Midwestern state with a $50 online LLC filing and no LLC annual report; fits businesses operating in Missouri.',
  filingOffice: { name: 'Missouri Secretary of State, Corporations Division', url: CORP_FILINGS },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form LLC-1)',
      formation: fee(
        50,
        source('http://llcinfo.com/start-an-llc/missouri-llc/', {
          crossCheck: 'https://legalbeagle.com/12715614-can-i-change-the-name-of-my-llc-company.html',
          note: '$50 online, $105 on paper',
        }),
      ),
      renewal: { fee: 0, description: 'No annual report' },
      // No annual report: http://llcinfo.com/start-an-llc/missouri-llc/ and https://llcfounder.com/states/missouri.html
      obligations: [],
      filings: {
        AMENDMENT: fee(
          25,
          source(LLC_FEE_SECTION, {
            crossCheck: LLC_GUIDE,
            note: 'RSMo 347.179.1(4) as a 2014 bill reprints it: $20 for amendments, the same as for articles of termination, which the guide gives as $25',
            unconfirmed:
              'The statute’s $20 plus the $5 Technology Trust Fund fee stands in; no page read states the amendment fee as charged.',
          }),
        ),
        FOREIGN_QUALIFICATION: fee(
          105,
          source(LLC_GUIDE, {
            note: 'Application for Registration of a Foreign LLC, $105 by mail; the guide lists $50 online',
          }),
        ),
        GOOD_STANDING: unread(10, 'certificate of good standing', 'The $10 certified copy fee of the same guide'),
        DISSOLUTION: fee(
          25,
          source(LLC_GUIDE, {
            note: 'Articles of Termination; the guide’s $25 is RSMo 347.179.1(5)’s $20 (as a 2014 bill reprints it) with the $5 Technology Trust Fund fee',
          }),
        ),
        CHANGE_OF_AGENT: unread(25, 'statement of change of registered agent', 'The $25 articles of termination fee'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form Corp. 41)',
      formation: fee(
        58,
        source('https://startabusiness.org/mo/corporation/', {
          crossCheck: ENTITIES_PAGE,
          note: '$58 for $30,000 or less of authorized shares: RSMo 351.065 $50 incorporation fee, $3 certificate and $5 Technology Trust Fund (the Secretary’s page)',
        }),
        'Grows with authorized shares: $5 for each $10,000 above $30,000',
      ),
      renewal: { fee: 20, description: 'Annual registration report' },
      obligations: [
        {
          id: 'MO-CORP-ANNUAL-REGISTRATION-REPORT',
          title: 'Annual Registration Report',
          description:
            'Missouri corporate annual registration report, due by the end of the month of incorporation each year.',
          fee: fee(
            20,
            source(STATE_ENTITIES_DATA, {
              crossCheck: REGISTRATION_REPORT_FEE,
              note: 'A public dataset of state filing fees, read from sos.mo.gov/CMSImages/Business/fees.pdf: $20 online, $45 on paper; RSMo 351.125 sets $15 and $40, to which the $5 Technology Trust Fund fee is added',
            }),
          ),
          lateFee: fee(
            15,
            source(CORP_FILINGS, { crossCheck: REGISTRATION_REPORT_FEE, note: '$15 for each 30-day period late' }),
            '$15 for each 30 days late',
          ),
          due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
        },
      ],
      filings: {
        AMENDMENT: unread(25, 'corporate amendment', 'The $25 LLC articles of termination fee'),
        FOREIGN_QUALIFICATION: fee(
          155,
          source(ENTITIES_PAGE, {
            crossCheck: 'http://www.laws9.com/statutes/missouri/t23/c351/351_576',
            note: 'The Secretary’s page: $155 for a certificate of authority; RSMo 351.576(2) sets $150 of it',
          }),
        ),
        GOOD_STANDING: unread(10, 'certificate of good standing', 'The $10 certified copy fee of the LLC guide'),
        DISSOLUTION: unread(25, 'corporate articles of dissolution', 'The $25 LLC articles of termination fee'),
        CHANGE_OF_AGENT: unread(
          25,
          'statement of change of registered agent',
          'The $25 LLC articles of termination fee',
        ),
      },
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings are processed immediately (paper filings 7-10 business days)',
    source: source('http://llcinfo.com/start-an-llc/missouri-llc/', {
      note: 'Another guide (bizlauncher.co) gives 7 business days, or 1 expedited',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'RSMo 347.020', CORP: 'RSMo 351.110' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'RSMo 347.020',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Limited', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'RSMo 351.110 (the words and abbreviations as RSMo 351.584 lists them for foreign corporations)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Division of Finance or the Department of Insurance',
        statute: 'RSMo 347.020; 351.110 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
