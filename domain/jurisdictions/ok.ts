// Oklahoma: the Secretary of State forms LLCs under the Oklahoma Limited Liability Company Act and corporations under
// the General Corporation Act (both in title 18). LLCs file a $25 annual certificate on each anniversary; domestic
// corporations file nothing yearly since the franchise tax ended with tax year 2023
// (https://oklahoma.gov/tax/newsroom/2023/07-26-23.html).
import type { EntityTypeRules, Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** 18 O.S. § 1142, the Secretary of State's fees for corporations. */
const FEES_1142 = 'http://ok.elaws.us/os/18-1142';
const FOREIGN_CORP_PROCEDURES = 'https://ses.stf.com/bookmarks/Cassandra%20White/ok_wsw/0000/20240501122738815461.htm';
const LLC_GUIDE = 'https://llcoperatingagreements.org/ok';

/** The LLC act's own fee section (18 O.S. § 2055) was not found; these are the corporate figures of § 1142. */
const fromCorporateSchedule = (amount: number, what: string) =>
  fee(
    amount,
    source(FEES_1142, {
      note: `${what}; read in the corporate fee section (18 O.S. § 1142): the LLC fee section (§ 2055) was not found.`,
    }),
  );

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form 0074)',
  formation: fee(100, source(LLC_GUIDE, { crossCheck: 'https://legalbeagle.com/12716260-oklahoma-llc-rules.html' })),
  renewal: { fee: 25, description: 'Annual certificate, due each anniversary of formation' },
  obligations: [
    {
      id: 'OK-LLC-ANNUAL-CERTIFICATE',
      title: 'Annual Certificate',
      description:
        'Oklahoma annual certificate confirming the LLC is active, due on each anniversary of the articles of organization.',
      fee: fee(
        25,
        source(
          'https://e.casetext.com/statute/oklahoma-statutes/title-18-corporations/article-not-exclusive-this-article-does-not-prohibit-a-limited-cooperative-association-from-being-converted-or-merged-under-law-other-than-the-uniform-limited-cooperative-association-act-of-2009/18-20552-annual-certificate-for-domestic-limited-liability-company-and-foreign-limited-liability-company',
          {
            crossCheck: 'https://www.harborcompliance.com/information/oklahoma-annual-certificate',
            note: '18 O.S. § 2055.2: $25, due on the anniversary date of filing; not in good standing 60 days after.',
          },
        ),
      ),
      due: { kind: 'anniversaryDate' },
    },
  ],
  filings: {
    AMENDMENT: fromCorporateSchedule(50, 'Amended certificates, $50'),
    FOREIGN_QUALIFICATION: fee(
      300,
      source(LLC_GUIDE, {
        crossCheck: 'https://startabusiness.org/ok/llc/foreign/',
        note: 'Application for Registration of a foreign LLC (Form 0083).',
      }),
    ),
    GOOD_STANDING: fromCorporateSchedule(10, 'Issuing any other certificate, $10'),
    DISSOLUTION: fee(
      50,
      source('https://incorporationguru.com/dissolve-an-llc/oklahoma/', {
        crossCheck: 'https://freenetlaw.com/dissolution/oklahoma/',
        note: 'Articles of Dissolution (Form 0080).',
      }),
    ),
    CHANGE_OF_AGENT: fromCorporateSchedule(25, 'Any report or document required to be filed, $25'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Certificate of Incorporation (Form 0001)',
  formation: fee(
    50,
    source(FEES_1142, {
      crossCheck: 'https://www.edocr.com/v/ozmvxpez/globaldocuments/certificate-of-incorporation-forms-and-procedures-',
      note: '1/10 of 1% of authorized capital, at least $50 (no-par shares count $50 each).',
    }),
    'One-tenth of one percent of authorized capital, at least $50',
  ),
  renewal: { fee: 0, description: 'No annual report; the franchise tax was repealed from tax year 2024' },
  obligations: [],
  foreignObligations: [
    {
      id: 'OK-CORP-FOREIGN-AGENT-FEE',
      title: 'Annual Registered Agent Fee (Form 200-R)',
      description: 'Oklahoma registered agent fee of a foreign corporation, $100, due each July 1.',
      fee: fee(
        100,
        source('https://www.discern.com/resources/oklahoma-franchise-tax', {
          crossCheck: 'http://okrules.elaws.us/oac/710:40-1-17?id=58003',
          note: 'Paid to the Tax Commission on Form 200-R; it survived the repeal of the franchise tax.',
        }),
      ),
      due: { kind: 'fixedDate', month: 7, day: 1 },
      approximation:
        'A foreign corporation with more than $300,000 of authorized capital also files an annual certificate on its registration anniversary (18 O.S. § 1142(A)(17)), not modelled.',
    },
  ],
  filings: {
    AMENDMENT: fee(
      50,
      source(FEES_1142, { note: 'Amended certificate of incorporation, $50 (more when capital rises above $50,000).' }),
      'Capital increased above $50,000 costs 1/10 of 1% of the increase',
    ),
    FOREIGN_QUALIFICATION: fee(
      300,
      source(FOREIGN_CORP_PROCEDURES, {
        crossCheck: 'https://startabusiness.org/ok/corporation/foreign/',
        note: 'Certificate of qualification: 1/10 of 1% of capital invested in Oklahoma, at least $300.',
      }),
      'One-tenth of one percent of capital invested in Oklahoma, at least $300',
    ),
    GOOD_STANDING: fee(10, source(FEES_1142, { note: 'For issuing any other certificate, $10.' })),
    DISSOLUTION: fee(50, source(FEES_1142, { note: 'Certificate of dissolution, $50.' })),
    CHANGE_OF_AGENT: fee(25, source(FEES_1142, { note: 'Any report or document required to be filed, $25.' })),
  },
};

export const OK: Jurisdiction = {
  code: 'OK',
  name: 'Oklahoma',
  description:
    'Quick online filings and a $25 annual certificate for LLCs; no franchise tax, for businesses operating in Oklahoma.',
  filingOffice: {
    name: 'Oklahoma Secretary of State, Business Filing Department',
    url: 'https://www.sos.ok.gov/business/',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 2,
    basis: 'Online filings 1-2 business days',
    source: source(LLC_GUIDE, { crossCheck: 'https://freenetlaw.com/dissolution/oklahoma/' }),
  },
  expedite: [
    {
      label: 'Expedited',
      businessDays: 1,
      fee: fee(
        25,
        source('https://freenetlaw.com/dissolution/oklahoma/', {
          note: 'Read for a dissolution filing ("paid expedite available for $25"); the turnaround is not stated.',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: '18 O.S. § 2008', CORP: '18 O.S. § 1006(A)(1)' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'Limited Company',
          'LLC',
          'LC',
          'L.L.C.',
          'L.C.',
          'Ltd. Liability Co.',
          'Ltd. Co.',
        ],
        statute: '18 O.S. § 2008',
        severity: 'error',
        note: '"Limited" may be abbreviated "Ltd." and "Company" "Co."',
      },
      CORP: {
        forms: [
          'Association',
          'Company',
          'Corporation',
          'Club',
          'Foundation',
          'Fund',
          'Incorporated',
          'Institute',
          'Society',
          'Union',
          'Syndicate',
          'Limited',
          'Co.',
          'Corp.',
          'Inc.',
          'Ltd.',
        ],
        statute: '18 O.S. § 1006(A)(1)',
        severity: 'error',
        note: 'The statute allows abbreviations of each word',
      },
    },
    // Words that need a regulator's approval, as https://legalclarity.org/filing-articles-of-organization-in-oklahoma-what-you-need-to-know
    // lists them (banking, trust, insurance).
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the State Banking Department',
        statute: 'Okla. Stat. tit. 6 (Banking Code)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Insurance Department',
        statute: 'Okla. Stat. tit. 36 (Insurance Code)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
