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
/** Fees no page the search returned gives: the closest sourced figure, named in the note. */
const unread = (amount: number, what: string, closest: string) =>
  fee(amount, source(LLC_GUIDE, { note: `NOT FOUND: the ${what} fee; ${closest}; check it` }));

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
        AMENDMENT: unread(25, 'LLC amendment', 'taken as the $25 articles of termination fee the same schedule gives'),
        FOREIGN_QUALIFICATION: fee(
          105,
          source(LLC_GUIDE, {
            note: 'Application for Registration of a Foreign LLC, $105 by mail; the guide lists $50 online',
          }),
        ),
        GOOD_STANDING: unread(10, 'certificate of good standing', 'the $10 certified copy fee of the same schedule'),
        DISSOLUTION: fee(
          25,
          source(LLC_GUIDE, { note: 'Articles of Termination; a formation guide, no second source found' }),
        ),
        CHANGE_OF_AGENT: unread(
          25,
          'statement of change of registered agent',
          'taken as the $25 articles of termination fee',
        ),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form Corp. 41)',
      formation: fee(
        58,
        source('https://startabusiness.org/mo/corporation/', {
          crossCheck:
            'https://e.casetext.com/statute/missouri-revised-statutes/title-xxiii-corporations-associations-and-partnerships/chapter-351-general-and-business-corporations/section-351065-incorporation-tax-or-fee',
          note: '$58 for $30,000 or less of authorized shares; RSMo 351.065: $3 certificate plus $50 incorporation tax, $5 more per $10,000',
        }),
        'Grows with authorized shares: $5 for each $10,000 above $30,000',
      ),
      renewal: { fee: 15, description: 'Annual registration report' },
      obligations: [
        {
          id: 'MO-CORP-ANNUAL-REGISTRATION-REPORT',
          title: 'Annual Registration Report',
          description:
            'Missouri corporate annual registration report, due by the end of the month of incorporation each year.',
          fee: fee(
            15,
            source(REGISTRATION_REPORT_FEE, {
              crossCheck: 'https://getpocketlaw.com/law/state_missouri/section-351-125-fees_db000b9ce7f2',
              note: 'RSMo 351.125: $15 filed electronically, $40 in writing; due month from the cross-check page of the Secretary',
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
        AMENDMENT: unread(25, 'corporate amendment', 'taken as the $25 LLC articles of termination fee'),
        FOREIGN_QUALIFICATION: fee(
          150,
          source('http://www.laws9.com/statutes/missouri/t23/c351/351_576', {
            note: 'RSMo 351.576(2): $150 for the certificate of authority; guides quote $155 with the filing',
          }),
        ),
        GOOD_STANDING: unread(10, 'certificate of good standing', 'the $10 certified copy fee of the LLC schedule'),
        DISSOLUTION: unread(
          25,
          'corporate articles of dissolution',
          'taken as the $25 LLC articles of termination fee',
        ),
        CHANGE_OF_AGENT: unread(
          25,
          'statement of change of registered agent',
          'taken as the $25 articles of termination fee',
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
        statute: 'RSMo 351.110',
        severity: 'error',
        note: 'From memory of RSMo 351.110 (no page read): check the list.',
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
  statusCertificateAfterDissolution: false,
};
