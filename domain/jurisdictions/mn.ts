// Minnesota: Office of the Secretary of State, Business Services. Fees from the Secretary's Business Filing &
// Certification Fee Schedule (the online figure, which includes the expedited handling the office gives online
// and counter filings; mailed filings cost $20 less); the annual renewal is due December 31 (Minn. Stat. 5.34).
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, EDUCATION, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const FEE_SCHEDULE =
  'https://www.sos.state.mn.us/business-liens/start-a-business/business-filing-certification-fee-schedule/';
const FEE_SCHEDULE_OLDER =
  'https://sos.mn.gov/business-liens/business-forms-fees/business-filing-certification-fee-schedule';
const corpRow = (amount: number, row: string) =>
  fee(amount, source(FEE_SCHEDULE, { crossCheck: FEE_SCHEDULE_OLDER, note: `Business Corporation ${row}, online` }));
/** The schedule's LLC rows were not in what was read: the corporate row of the same filing stands in. */
const llcAsCorpRow = (amount: number, row: string) =>
  fee(
    amount,
    source(FEE_SCHEDULE, {
      note: `The Business Corporation (Domestic) row "${row}", online`,
      unconfirmed: `The corporations' "${row}" row stands in; the schedule's LLC (Chapter 322C) rows were not in what was read.`,
    }),
  );
const GOOD_STANDING = fee(
  5,
  source('https://winenfood.com/purpose-of-a-minnesota-good-standing-certificate', {
    crossCheck:
      'http://www.revisor.mn.gov/bin/getbill.php?number=HF3066&version=0&session=ls81&session_number=0&session_year=1999',
    note: 'A blog gives $5; Minn. Stat. 5.12 subd. 1 (as a 1999 bill reprints it) charges $5 for each certificate. legalclarity.org says $25, perhaps with certification and expedited handling; the schedule’s certification rows were not read',
  }),
);
const ANNUAL_RENEWAL_SOURCE = source('https://www.upcounsel.com/mn-secretary-of-state-business-renewal', {
  crossCheck: FEE_SCHEDULE,
  note: 'Annual Renewal $0 in the schedule; due by December 31 from the guide',
});

export const MN: Jurisdiction = {
  code: 'MN',
  name: 'Minnesota',
  description:
    'A diversified Upper Midwest economy with no state fee for the yearly renewal; fits businesses operating in Minnesota.',
  filingOffice: { name: 'Minnesota Secretary of State, Business Services', url: FEE_SCHEDULE },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Chapter 322C)',
      formation: fee(
        155,
        source(
          'http://formanllc.org/mn/how-to-form-a-domestic-limited-liability-company-in-minnesota-limited-liability-company-articles-of-organization/',
          {
            crossCheck: FEE_SCHEDULE,
            note: '$155 online or in person, $135 by mail; the schedule charges corporations the same',
          },
        ),
      ),
      renewal: { fee: 0, description: 'Annual renewal, no fee' },
      obligations: [
        {
          id: 'MN-LLC-ANNUAL-RENEWAL',
          title: 'Annual Renewal',
          description: 'Minnesota annual renewal, free, due by December 31 of each year after the year of formation.',
          fee: fee(0, ANNUAL_RENEWAL_SOURCE),
          due: { kind: 'fixedDate', month: 12, day: 31 },
        },
      ],
      filings: {
        AMENDMENT: llcAsCorpRow(55, 'Amendment'),
        FOREIGN_QUALIFICATION: fee(
          205,
          source(
            'http://formanllc.org/mn/how-to-form-a-foreign-limited-liability-company-in-minnesota-foreign-limited-liability-company-certificate-to-transact-business/',
            {
              crossCheck: 'https://www.northwestregisteredagent.com/llc/minnesota/foreign-registration',
              note: 'Certificate of Authority, $205 online or in person ($185 by mail)',
            },
          ),
        ),
        GOOD_STANDING,
        DISSOLUTION: llcAsCorpRow(55, 'Dissolution'),
        CHANGE_OF_AGENT: llcAsCorpRow(55, 'Change of Registered Office and Agent'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Chapter 302A)',
      formation: corpRow(155, '(Domestic): Articles of Incorporation'),
      renewal: { fee: 0, description: 'Annual renewal, no fee' },
      obligations: [
        {
          id: 'MN-CORP-ANNUAL-RENEWAL',
          title: 'Annual Renewal',
          description:
            'Minnesota annual renewal, free, due by December 31 of each year after the year of incorporation.',
          fee: fee(0, ANNUAL_RENEWAL_SOURCE),
          due: { kind: 'fixedDate', month: 12, day: 31 },
        },
      ],
      foreignObligations: [
        {
          id: 'MN-CORP-FOREIGN-ANNUAL-RENEWAL',
          title: 'Annual Renewal',
          description:
            'Minnesota annual renewal of a foreign corporation, due by December 31 of each year after registration.',
          fee: corpRow(135, '(Foreign): Annual Renewal ($115 by mail)'),
          due: { kind: 'fixedDate', month: 12, day: 31 },
        },
      ],
      filings: {
        AMENDMENT: corpRow(55, '(Domestic): Amendment'),
        FOREIGN_QUALIFICATION: corpRow(220, '(Foreign): Certificate of Authority'),
        GOOD_STANDING,
        DISSOLUTION: corpRow(55, '(Domestic): Dissolution'),
        CHANGE_OF_AGENT: corpRow(55, '(Domestic): Change of Registered Office and Agent'),
      },
    },
  },
  processingTime: {
    businessDays: 5,
    basis: 'Online filings are handled expedited and returned electronically within 3 to 5 business days',
    source: source(FEE_SCHEDULE, {
      crossCheck: 'https://online.flippingbook.com/view/83866359/69/',
      note: 'An older copy of the schedule says 1 or 2 business days; the cross-check says online registration is immediate',
    }),
  },
  // Online and counter filings are already the expedited service (their fee is in the figures above).
  expedite: [],
  names: {
    distinguishable: { LLC: 'Minn. Stat. 322C.0108', CORP: 'Minn. Stat. 302A.115' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'LLC', 'L.L.C.'],
        statute: 'Minn. Stat. 322C.0108',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Limited', 'Corp.', 'Inc.', 'Ltd.', 'Company', 'Co.'],
        statute: 'Minn. Stat. 302A.115',
        severity: 'error',
        note: '"Company" or "Co." only when not right after "and" or "&".',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Department of Commerce for a financial or insurance business',
        statute: 'Minn. Stat. 322C.0108; 302A.115 (purposes a name may not imply)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Office of Higher Education',
        statute: 'Minn. Stat. 136A.65 (postsecondary institutions)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
