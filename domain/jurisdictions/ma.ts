// Massachusetts: Secretary of the Commonwealth, Corporations Division. Fees from the Division's schedule and
// 950 CMR 112 (LLCs); the LLC annual report is due by the anniversary date (950 CMR 112.14), the corporate one
// within two and a half months of the fiscal year's end; corporations pay the corporate excise to the DOR.
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const SCHEDULE =
  'http://fgks.org/proxy/index.php?q=aHR0cHM6Ly93ZWIuYXJjaGl2ZS5vcmcvd2ViLzIwMjIwNTE0MDU1NTM4L2h0dHBzOi8vd3d3LnNlYy5zdGF0ZS5tYS51cy9jb3IvY29yZmVlcy5odG0%3D';
const SCHEDULE_NOTE = "An archived copy (2022) of the Division's filing fee page";
const LLC_GUIDE = 'https://reference180.com/how-to-form-an-llc-in-massachusetts/';
const LLC_REPORT_RULE =
  'http://print.casetext.com/regulation/code-of-massachusetts-regulations/department-950-cmr-office-of-the-secretary-of-the-commonwealth/title-950-cmr-11200-limited-liability-companies/section-11214-limited-liability-company-annual-report';
const corpRow = (amount: number, row: string) => fee(amount, source(SCHEDULE, { note: `${SCHEDULE_NOTE}: ${row}` }));
const LLC_ROW_UNREAD = 'the schedule’s LLC rows were not in what was read.';
/** The schedule's LLC rows were not in what was read: the corporate row of the same filing stands in. */
const llcAsCorpRow = (amount: number, row: string) =>
  fee(
    amount,
    source(SCHEDULE, {
      note: `${SCHEDULE_NOTE}: the corporate row "${row}"`,
      unconfirmed: `The corporations’ row stands in; ${LLC_ROW_UNREAD}`,
    }),
  );
const LEGAL_EXISTENCE = (llc: boolean) =>
  fee(
    7,
    source(SCHEDULE, {
      note: `${SCHEDULE_NOTE}: certificate of legal existence with up to 1 name change`,
      ...(llc ? { unconfirmed: `The corporations’ certificate row stands in; ${LLC_ROW_UNREAD}` } : {}),
    }),
  );

export const MA: Jurisdiction = {
  code: 'MA',
  name: 'Massachusetts',
  description:
    'A research, health and technology hub around Boston with some of the highest LLC fees ($500 a year); fits businesses operating in Massachusetts.',
  filingOffice: {
    name: 'Secretary of the Commonwealth, Corporations Division',
    url: 'https://www.sec.state.ma.us/divisions/corporations/pdf-html/950_cmr_112_limited_liability_companies.htm',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization',
      formation: fee(
        520,
        source(LLC_GUIDE, {
          crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/massachusetts/',
          note: '$520 online or by fax, $500 by mail',
        }),
      ),
      renewal: { fee: 520, description: 'Annual report ($500 by mail)' },
      obligations: [
        {
          id: 'MA-LLC-ANNUAL-REPORT',
          title: 'Annual Report',
          description:
            'Massachusetts LLC annual report, due on or before each anniversary of the certificate of organization.',
          fee: fee(
            520,
            source(LLC_GUIDE, {
              crossCheck: LLC_REPORT_RULE,
              note: '$520 online; 950 CMR 112.14 sets $500 (the mail fee) and the anniversary date',
            }),
          ),
          due: { kind: 'anniversaryDate' },
        },
      ],
      filings: {
        AMENDMENT: llcAsCorpRow(100, 'Articles of Amendment $100'),
        FOREIGN_QUALIFICATION: fee(
          500,
          source(LLC_GUIDE, {
            crossCheck: 'https://creditdonkey.com/how-much-does-an-llc-cost-in-massachusetts.html',
            note: 'Foreign registration',
          }),
        ),
        GOOD_STANDING: LEGAL_EXISTENCE(true),
        DISSOLUTION: fee(
          100,
          source(LLC_GUIDE, {
            crossCheck: 'http://www.freenetlaw.com/dissolution/massachusetts/',
            note: 'Certificate of cancellation (dissolution); legalclarity.org gives the same $100',
          }),
        ),
        CHANGE_OF_AGENT: llcAsCorpRow(
          0,
          'Change of Registered Agent/Registered Office: $25 on paper, no fee electronically',
        ),
      },
    },
    CORP: {
      formationDocument: 'Articles of Organization',
      formation: corpRow(275, 'Articles of Organization, $275 for up to 275,000 shares'),
      renewal: { fee: 100, description: 'Annual report; corporate excise from $456' },
      obligations: [
        {
          id: 'MA-CORP-ANNUAL-REPORT',
          title: 'Annual Report',
          description:
            'Massachusetts corporate annual report, due within two and a half months after the fiscal year ends (March 15).',
          fee: corpRow(100, 'Annual Report $125; $100 filed electronically'),
          lateFee: corpRow(150, 'Annual Report $150 if not filed timely'),
          due: { kind: 'fixedDate', month: 3, day: 15 },
          approximation: 'Fiscal years are taken as calendar years (March 15).',
        },
        {
          id: 'MA-CORP-EXCISE',
          title: 'Corporate Excise Return (Form 355)',
          description:
            'Massachusetts corporate excise, due by the 15th day of the 4th month after the tax year for C corporations (April 15).',
          fee: fee(
            456,
            source('https://www.mass.gov/guides/corporate-excise-tax', {
              crossCheck: 'http://blog.mass.gov/blog/government/what-is-corporate-excise-tax/',
              note: 'Minimum excise $456 (cross-check); due date from the guide',
            }),
            'On net income and property or net worth, at least $456',
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation: 'Calendar-year C corporations; S corporations are due March 15.',
        },
      ],
      filings: {
        AMENDMENT: corpRow(100, 'Articles of Amendment, $100 per amendment'),
        FOREIGN_QUALIFICATION: fee(
          400,
          source('https://legalclarity.org/registering-a-foreign-corporation-in-massachusetts', {
            crossCheck: 'https://legalclarity.org/massachusetts-foreign-corporation-compliance-guide',
            note: 'Foreign Corporation Certificate of Registration (M.G.L. c. 156D §15.03); both pages are one publisher',
          }),
        ),
        GOOD_STANDING: LEGAL_EXISTENCE(false),
        DISSOLUTION: corpRow(100, 'Articles of Dissolution'),
        CHANGE_OF_AGENT: corpRow(
          0,
          'Change of Registered Agent/Registered Office: $25 on paper, no fee electronically',
        ),
      },
    },
  },
  processingTime: {
    businessDays: 5,
    basis: 'Three to five business days (not counting mail)',
    source: source('https://www.upcounsel.com/massachusetts-secretary-of-state-llc', {
      note: 'Another guide (venturesmarter.com) says 2-3 weeks as standard',
    }),
  },
  // The online fee already carries the Division's expedite charge; no separate option is published consistently.
  expedite: [],
  names: {
    distinguishable: { LLC: 'M.G.L. c. 156C §3', CORP: 'M.G.L. c. 156D §4.01' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'L.C.', 'LLC', 'LC'],
        statute: 'M.G.L. c. 156C §3',
        severity: 'error',
      },
      // No corporate designator was found in M.G.L. c. 156D §4.01 on the pages read: none is checked.
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Division of Banks or the Division of Insurance',
        statute: 'M.G.L. c. 156D §4.01; c. 156C §3 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Division certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
