// South Carolina: the Secretary of State forms LLCs (Uniform Limited Liability Company Act, S.C. Code ch. 33-44) and
// corporations (ch. 33-1 to 33-20). LLCs file no annual report unless taxed as corporations
// (https://northwestregisteredagent.com/llc/south-carolina/cost); corporations file theirs with the Department of
// Revenue, with the license fee, on their income tax return's due date.
import type { EntityTypeRules, Fee, Jurisdiction, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** An archived copy of the Secretary of State's fee schedule (corporations). */
const SOS_FEES = 'https://scdah.access.preservica.com/download/file/IO_c995bba7-ff63-4d36-94e6-78a65bc761df';
const SOS_FORMS = 'http://www.sos.sc.gov/Library_of_Forms_and_Fees';
const LLC_FEES = 'https://reference180.com/how-to-form-an-llc-in-south-carolina/';
const NORTHWEST = 'https://northwestregisteredagent.com/llc/south-carolina/cost';

const corpSchedule = (amount: number, what: string, crossCheck?: string) =>
  fee(amount, source(SOS_FEES, { ...(crossCheck ? { crossCheck } : {}), note: `${what}, $${amount}.` }));

const goodStanding = fee(
  10,
  source(SOS_FEES, {
    crossCheck: 'https://www.legalfix.com/statutes/state-codes/south-carolina/title-33/chapter-31/section-33-31-122',
    note: 'Certificate of Existence. Its line was not in the part of the schedule read; $10 is the statutory figure for nonprofit corporations (§ 33-31-122(a)(25)), while an older copy of the business act (§ 33-1-220) reads $2.',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Limited Liability Company',
  formation: fee(
    125,
    source(NORTHWEST, {
      crossCheck: 'https://search-sos.org/how-to-start-an-llc-in-south-carolina/',
      note: '$110 filing fee plus the $15 electronic records access fee charged on online filings ($110 by mail).',
    }),
  ),
  renewal: { fee: 0, description: 'No annual report for LLCs (unless taxed as a corporation)' },
  obligations: [],
  filings: {
    AMENDMENT: corpSchedule(
      110,
      'Read for corporations (Articles of Amendment); the LLC line was not in the part read',
    ),
    FOREIGN_QUALIFICATION: fee(
      110,
      source(LLC_FEES, {
        note: 'Application for a Certificate of Authority to Transact Business (foreign LLC), $110.',
      }),
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(10, source(LLC_FEES, { crossCheck: SOS_FEES, note: 'Articles of Termination, $10.' })),
    CHANGE_OF_AGENT: corpSchedule(
      10,
      'Read for corporations (Notice of Change of Registered Agent or Office); the LLC line was not in the part read',
    ),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation, with the Initial Annual Report of Corporations (Form CL-1)',
  formation: fee(
    135,
    source(SOS_FEES, {
      crossCheck: SOS_FORMS,
      note: '$110 filing fee and the $25 minimum license fee of the CL-1 initial annual report, paid together.',
    }),
  ),
  renewal: { fee: 25, description: 'Annual report and license fee with the income tax return (at least $25)' },
  obligations: [
    {
      id: 'SC-CORP-ANNUAL-REPORT',
      title: 'Annual Report and License Fee',
      description:
        'South Carolina corporate annual report and license fee to the Department of Revenue, due with the income tax return by April 15 for calendar-year corporations.',
      fee: fee(
        25,
        source('https://library.partnertax.ai/us-sc/stat/12-20-20', {
          crossCheck: 'https://www.discern.com/resources/south-carolina-franchise-taxes',
          note: 'S.C. Code § 12-20-20(B): the 15th day of the 4th month after the taxable year; license fee 0.1% of capital and paid-in surplus plus $15, at least $25.',
        }),
        'One mill per dollar of capital and paid-in surplus plus $15, at least $25',
      ),
      due: { kind: 'fixedDate', month: 4, day: 15 },
      approximation: 'Calendar-year C corporations; S corporations file by March 15, and a fiscal year moves the date.',
    },
  ],
  filings: {
    AMENDMENT: corpSchedule(110, 'Articles of Amendment', SOS_FORMS),
    FOREIGN_QUALIFICATION: corpSchedule(135, 'Application for Certificate of Authority (with the CL-1 report)'),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: corpSchedule(10, 'Articles of Dissolution'),
    CHANGE_OF_AGENT: corpSchedule(10, 'Notice of Change of Registered Agent or Office'),
  },
};

export const SC: Jurisdiction = {
  code: 'SC',
  name: 'South Carolina',
  description:
    'No annual report for LLCs and filings completed within two business days, for businesses operating in South Carolina.',
  filingOffice: { name: 'South Carolina Secretary of State, Business Filings Division', url: SOS_FORMS },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 2,
    basis:
      'Filings generally completed within two business days of receipt; online filings the same or next business day',
    source: source('http://www.sos.sc.gov/Business_Filings/Business_Filings_FAQs', { crossCheck: NORTHWEST }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'S.C. Code § 33-44-105', CORP: 'S.C. Code § 33-4-101' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC', 'Ltd. Co.'],
        statute: 'S.C. Code § 33-44-105',
        severity: 'error',
        note: `Read on ${LLC_FEES}`,
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'S.C. Code § 33-4-101', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the State Board of Financial Institutions',
        statute: 'S.C. Code title 34 (Banking, Financial Institutions and Money)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Department of Insurance for an insurance business',
        statute: 'S.C. Code title 38 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
