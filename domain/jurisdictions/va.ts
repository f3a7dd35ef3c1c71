// Virginia: the State Corporation Commission (SCC), not a Secretary of State, forms LLCs (Va. Code ch. 13.1-12) and
// stock corporations (ch. 13.1-9). Every entity pays an annual registration fee by the last day of the month it was
// formed in; corporations also file a free annual report by the same day.
import type { EntityTypeRules, Fee, Jurisdiction, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, LLCS, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

const SCC_FEES = 'https://www.scc.virginia.gov/pages/Annual-Registration-Fees';
const SCC_MAINTAIN = 'https://www.scc.virginia.gov/pages/Maintaining-Your-Business';
/** Va. Code § 13.1-616, the Stock Corporation Act's filing fees. */
const CORP_FEES = 'https://law.onecle.com/virginia/corporations/13.1-616.html';
const CERTIFICATE_FEE = 'https://law.lis.virginia.gov/admincodefull/title5/agency5/chapter40';
const LLC_NOTICE = 'https://docslib.org/doc/12405720/notice-to-virginia-limited-liability-companies';
const DISSOLVE_GUIDE = 'https://businessanywhere.io/how-to-dissolve-an-llc-in-virginia';

const goodStanding = fee(
  6,
  source(CERTIFICATE_FEE, {
    crossCheck: CORP_FEES,
    note: '5VAC5-40-10(A): $6 for each certificate of fact (the certificate of good standing).',
  }),
);

const changeOfAgent = fee(
  0,
  source(LLC_NOTICE, {
    crossCheck: 'http://lis.virginia.gov/cgi-bin/legp604.exe?951+ful+CHAP0368',
    note: 'The SCC notice: "may change its registered agent and/or registered office information at any time, at no cost"; the 1995 act struck the $10 fee.',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Virginia Limited Liability Company (Form LLC-1011)',
  formation: fee(
    100,
    source('https://quickbooks.intuit.com/r/virginia/how-to-start-llc-in-virginia/', {
      crossCheck: 'https://creditdonkey.com/how-much-does-an-llc-cost-in-virginia.html',
    }),
  ),
  renewal: { fee: 50, description: 'Annual registration fee, due by the end of the anniversary month' },
  obligations: [
    {
      id: 'VA-LLC-ANNUAL-REGISTRATION-FEE',
      title: 'Annual Registration Fee',
      description:
        'Virginia annual registration fee to the SCC, due by the last day of the month the LLC was formed, each year after formation.',
      fee: fee(
        50,
        source(SCC_FEES, {
          crossCheck:
            'https://accumera.com/virginia-limited-liability-company-assessment-of-annual-registration-fees-2',
        }),
      ),
      lateFee: fee(
        25,
        source('https://accumera.com/virginia-limited-liability-company-assessment-of-annual-registration-fees-2', {
          crossCheck: 'https://legalclarity.org/virginia-annual-registration-fee-who-pays-and-how-to-file',
          note: '$25 penalty; the LLC is cancelled if still unpaid by the last day of the third month after the due date.',
        }),
      ),
      due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
    },
  ],
  filings: {
    AMENDMENT: fee(
      25,
      source(CORP_FEES, {
        note: 'Read for corporations (articles of amendment, $25, § 13.1-616); the LLC act’s fee section (§ 13.1-1005) was not found.',
      }),
    ),
    FOREIGN_QUALIFICATION: fee(
      100,
      source('https://creditdonkey.com/how-much-does-an-llc-cost-in-virginia.html', {
        note: 'Application for a certificate of registration of a foreign LLC, $100.',
      }),
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(
      25,
      source('http://www.freenetlaw.com/dissolution/virginia/', {
        crossCheck: DISSOLVE_GUIDE,
        note: 'Articles of Cancellation (Form LLC-1050), $25.',
      }),
    ),
    CHANGE_OF_AGENT: changeOfAgent,
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Virginia Stock Corporation',
  formation: fee(
    75,
    source(CORP_FEES, {
      crossCheck: 'https://findlegalforms.com/articles/s-corp-information/s-corp-information-virginia',
      note: '$25 filing fee (§ 13.1-616) plus a charter fee on authorized shares, at least $50.',
    }),
    'The charter fee grows with authorized shares',
  ),
  renewal: {
    fee: 100,
    description: 'Annual report (free) and annual registration fee by the end of the anniversary month',
  },
  obligations: [
    {
      id: 'VA-CORP-ANNUAL-REPORT-AND-FEE',
      title: 'Annual Report and Registration Fee',
      description:
        'Virginia annual report (no fee) and annual registration fee to the SCC, both due by the last day of the month of incorporation, each year after.',
      fee: fee(
        100,
        source('https://remotebusinesslife.com/2/state-wise-compliance-rules/63/virginia', {
          crossCheck: 'https://octelligence.com/global/en/annual-return/virginia/',
          note: '$100 for 5,000 authorized shares or fewer, $30 more per 5,000 shares, at most $1,700. One guide and the 2006 code text give half these figures ($50, $15, $850).',
        }),
        '$100 for up to 5,000 authorized shares, $30 for each further 5,000, at most $1,700',
      ),
      lateFee: fee(
        10,
        source(SCC_MAINTAIN, { note: 'A penalty of 10% of the fee, but not less than $10.' }),
        '10% of the registration fee, at least $10',
      ),
      due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
    },
  ],
  filings: {
    AMENDMENT: fee(
      25,
      source(CORP_FEES, { note: 'Articles of amendment, $25 (an increase in authorized shares adds a charter fee).' }),
      'An increase in authorized shares adds a charter fee',
    ),
    FOREIGN_QUALIFICATION: fee(
      75,
      source(CORP_FEES, {
        crossCheck: 'https://findlegalforms.com/articles/s-corp-information/s-corp-information-virginia',
        note: 'Application for a certificate of authority, $25 (§ 13.1-616), plus an entrance fee on authorized shares taken at the domestic charter fee’s $50 minimum; the entrance fee schedule itself was not read.',
      }),
      'The entrance fee grows with authorized shares',
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(
      10,
      source(CORP_FEES, { note: 'Articles of dissolution, $10 (articles of termination follow, another $10).' }),
    ),
    CHANGE_OF_AGENT: changeOfAgent,
  },
};

const expediteSource = (note: string) =>
  source(DISSOLVE_GUIDE, { crossCheck: 'http://www.freenetlaw.com/dissolution/virginia/', note });

export const VA: Jurisdiction = {
  code: 'VA',
  name: 'Virginia',
  description:
    'Close to Washington, D.C. and federal contracting; a $50 yearly LLC fee and real-time online filing with the SCC.',
  filingOffice: { name: 'Virginia State Corporation Commission, Office of the Clerk', url: SCC_MAINTAIN },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 5,
    basis: 'Online filings approved in 2-5 business days',
    source: source('https://quickbooks.intuit.com/r/virginia/how-to-start-llc-in-virginia/', {
      crossCheck: 'http://www.freenetlaw.com/dissolution/virginia/',
    }),
  },
  expedite: [
    {
      label: 'Next business day',
      businessDays: 1,
      fee: fee(100, expediteSource('Expedited: $100 for next-day, $200 for same-day (read for an LLC cancellation).')),
    },
    {
      label: 'Same day',
      businessDays: 0,
      fee: fee(200, expediteSource('Same-day expedite, $200; the second page gives only the $100 level.')),
    },
  ],
  names: {
    distinguishable: { LLC: 'Va. Code § 13.1-1012', CORP: 'Va. Code § 13.1-630' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'Va. Code § 13.1-1012',
        severity: 'error',
        note: 'Read on http://help.bizlauncher.co/en/articles/1531615-forming-a-llc-in-virginia',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'Va. Code § 13.1-630',
        severity: 'error',
        note: 'Read on https://findlegalforms.com/articles/s-corp-information/s-corp-information-virginia',
      },
    },
    words: [
      {
        words: ['corporation', 'incorporated', 'limited partnership', 'Corp.', 'Inc.', 'L.P.', 'LP'],
        severity: 'error',
        reason: 'may not appear in a limited liability company name',
        statute: 'Va. Code § 13.1-1012',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Bureau of Financial Institutions',
        statute: 'Va. Code title 6.2 (Financial Institutions and Services)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Bureau of Insurance for an insurance business',
        statute: 'Va. Code title 38.2 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
