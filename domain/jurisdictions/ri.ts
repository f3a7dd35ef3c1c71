// Rhode Island: the Department of State's Business Services Division forms LLCs (R.I. Gen. Laws ch. 7-16) and
// corporations (ch. 7-1.2); both file a $50 annual report between February 1 and May 1. The Division of Taxation
// collects a $400 minimum each year: the corporate income tax's minimum, and the same amount as an LLC's annual charge.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** R.I. Gen. Laws § 7-16-65, the LLC act's fees. */
const LLC_FEES = 'https://instalawyer.io/laws/rhode-island-general-laws/section-7-16-65-filing-service';
const LLC_FEES_2011 = 'http://webserver.rilegislature.gov/PublicLaws/law11/law11061.htm';
/** R.I. Gen. Laws § 7-1.2-1602, the Business Corporation Act's fees. */
const CORP_FEES = 'http://webserver.rilin.state.ri.us/Statutes/title7/7-1.2/7-1.2-1602.htm';
const CORP_FEES_COPY = 'http://www.laws9.com/statutes/rhode-island/title-7/chapter-7-1-2/7-1-2-1602';
const TAX_INSTRUCTIONS = 'https://ses.stf.com./bookmarks/Green%20Team/ri_wsw/0000/202309111014300138483.htm';
const TAX_REQUIREMENTS = 'https://www.tax.ri.gov/tax-sections/corporate-tax/tax-filing-requirements';
const BIZLAUNCHER = 'http://help.bizlauncher.co/en/articles/1521394-forming-a-corporation-in-rhode-island';

const llcFee = (amount: number, note: string) => fee(amount, source(LLC_FEES, { crossCheck: LLC_FEES_2011, note }));
const corpFee = (amount: number, note: string, varies?: string) =>
  fee(amount, source(CORP_FEES, { crossCheck: CORP_FEES_COPY, note }), varies);

// Filed "between the first day of February and the first day of May in each year following the calendar year" of
// formation (§ 7-16-66(a), https://instalawyer.io/laws/rhode-island-general-laws/section-7-16-66-annual-report).
const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `RI-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Rhode Island annual report, filed between February 1 and May 1 each year from the year after formation.',
  fee:
    type === 'LLC'
      ? llcFee(50, '§ 7-16-65(13): annual report, $50.')
      : fee(
          50,
          source('http://www.smallbiz.com/static/incorporator/state_requirements.cfm/Rhode%20Island.htm', {
            crossCheck: 'https://reference180.com/how-to-incorporate-in-rhode-island/',
            note: 'Annual report of a corporation, $50.',
          }),
        ),
  due: { kind: 'fixedDate', month: 5, day: 1 },
  ...(type === 'CORP'
    ? {
        approximation:
          'The February 1 to May 1 window was read in the LLC act (§ 7-16-66); the corporate report is taken to share it.',
      }
    : {}),
});

const minimumTax = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `RI-${type}-${type === 'LLC' ? 'ANNUAL-CHARGE' : 'MINIMUM-TAX'}`,
  title: type === 'LLC' ? 'Annual Charge (Form RI-1065)' : 'Business Corporation Tax (Form RI-1120C)',
  description:
    type === 'LLC'
      ? 'Rhode Island annual charge equal to the $400 corporate minimum, with the RI-1065 return by March 15 for calendar-year LLCs.'
      : 'Rhode Island business corporation tax, 7% of net income with a $400 minimum, with the RI-1120C return by April 15 for calendar-year corporations.',
  fee: fee(
    400,
    source(TAX_REQUIREMENTS, {
      crossCheck: TAX_INSTRUCTIONS,
      note: 'R.I. Gen. Laws § 44-11-2: $400 minimum; LLCs not taxed as corporations pay the same amount as an annual charge.',
    }),
    type === 'CORP' ? '7% of net income apportioned to Rhode Island, at least $400' : undefined,
  ),
  due: type === 'LLC' ? { kind: 'fixedDate', month: 3, day: 15 } : { kind: 'fixedDate', month: 4, day: 15 },
  approximation:
    type === 'LLC'
      ? 'Calendar-year LLCs; a single-member LLC files by April 15, and a fiscal year moves the date (15th day of the 3rd month after it ends).'
      : 'Calendar-year corporations (15th day of the 4th month after the year ends); a June 30 fiscal year files by September 15.',
});

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization for a Domestic Limited Liability Company (Form 400)',
  formation: llcFee(150, '§ 7-16-65(1): original articles of organization, $150.'),
  renewal: {
    fee: 450,
    description: 'Annual report ($50) by May 1 and the $400 annual charge to the Division of Taxation',
  },
  obligations: [minimumTax('LLC'), annualReport('LLC')],
  filings: {
    AMENDMENT: llcFee(50, '§ 7-16-65(2): amending or restating the articles, $50.'),
    FOREIGN_QUALIFICATION: fee(
      150,
      source(
        'https://www.formsbank.com/template/308717/form-450-instructions-for-filing-application-for-registration-for-a-foreign-limited-liability-company.html',
        {
          crossCheck: 'https://startabusiness.org/ri/llc/foreign/',
          note: 'Application for Registration (Form 450), $150.',
        },
      ),
    ),
    GOOD_STANDING: llcFee(20, '§ 7-16-65(5): certificate of good standing/letter of status, $20.'),
    DISSOLUTION: llcFee(50, '§ 7-16-65(4): articles of dissolution, $50.'),
    CHANGE_OF_AGENT: llcFee(20, '§ 7-16-65(10): statement of change of resident agent, $20.'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation (Form 100)',
  formation: fee(
    230,
    source(BIZLAUNCHER, {
      crossCheck: 'https://www.filingsmadeeasy.com/rhode-island/corporation',
      note: '$70 filing fee (§ 7-1.2-1602(a)(1)) plus a $160 minimum license fee for fewer than 75,000,000 authorized shares.',
    }),
    '75,000,000 or more authorized shares pay a license fee of $0.002 a share',
  ),
  renewal: { fee: 450, description: 'Annual report ($50) by May 1 and the $400 minimum corporate tax' },
  obligations: [minimumTax('CORP'), annualReport('CORP')],
  filings: {
    AMENDMENT: corpFee(50, '§ 7-1.2-1602(a)(2): articles of amendment, $50.'),
    FOREIGN_QUALIFICATION: fee(
      310,
      source('https://www.delawareinc.com/ourservices/foreign-qualification/rhode-island/', {
        crossCheck: 'https://reference180.com/how-to-incorporate-in-rhode-island/',
        note: 'Application for Certificate of Authority (Form 150): $150 filing fee (§ 7-1.2-1602(a)(14)) plus the $160 minimum license fee.',
      }),
      'More than 75,000,000 authorized shares pay a higher license fee',
    ),
    GOOD_STANDING: fee(
      20,
      source(LLC_FEES, {
        unconfirmed:
          'The LLC act’s $20 certificate of good standing (§ 7-16-65(5)) stands in; the corporate certificate row of § 7-1.2-1602 was cut off in what was read.',
      }),
    ),
    DISSOLUTION: corpFee(50, '§ 7-1.2-1602(a)(13): articles of dissolution, $50.'),
    CHANGE_OF_AGENT: corpFee(20, '§ 7-1.2-1602(a)(7)(i): statement of change of registered agent, $20.'),
  },
};

export const RI: Jurisdiction = {
  code: 'RI',
  name: 'Rhode Island',
  description:
    'A small state with one filing season (February to May) for every report; a $400 yearly minimum tax, for businesses operating in Rhode Island.',
  filingOffice: {
    name: 'Rhode Island Department of State, Business Services Division',
    url: 'https://www.sos.ri.gov/',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 7,
    basis: 'Standard processing 7 business days (expedited 2 business days)',
    source: source(BIZLAUNCHER),
  },
  expedite: [
    {
      label: 'Expedited',
      businessDays: 2,
      fee: fee(
        50,
        source(BIZLAUNCHER, {
          note: 'Read for a corporation: expedited for an additional $50, 2 business days.',
          unconfirmed:
            'A single guide’s $50 stands in; LeapLaw’s summary (http://www.leaplaw.com/blawg/pub/pubMain.cfm?LID=40) says the Secretary offers no expedited corporate service, and no office page read settles it.',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'R.I. Gen. Laws § 7-16-9', CORP: 'R.I. Gen. Laws § 7-1.2-401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'R.I. Gen. Laws § 7-16-9',
        severity: 'error',
        note: 'Read on https://rhodeisland.avbot.org/articles-of-organization',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Limited', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'R.I. Gen. Laws § 7-1.2-401',
        severity: 'error',
        note: 'Read on https://www.filingsmadeeasy.com/rhode-island/corporation',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Business Regulation (Banking)',
        statute: 'R.I. Gen. Laws title 19 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Business Regulation (Insurance)',
        statute: 'R.I. Gen. Laws title 27 (Insurance)',
      },
    ],
  },
  // Not confirmed: § 7-16-65(6) prices a certificate of fact ($30), but no page read says one certifies a dissolved
  // entity's status.
  statusCertificateAfterDissolution: false,
};
