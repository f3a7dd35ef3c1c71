// Alabama: the Secretary of State forms entities (Title 10A); the Department of Revenue collects the business
// privilege tax, which is the only yearly filing since Act 2024-213 repealed the corporations' annual report.
import type { Fee, Filings, Jurisdiction, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

/** Ala. Code § 10A-1-4.31(a): one fee table for every entity type. */
const FEE_STATUTE = 'https://law.onecle.com/alabama/title-10a/10A-1-4.31.html';
const FEE_STATUTE_2024 =
  'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities';
const statuteFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(FEE_STATUTE, { crossCheck: FEE_STATUTE_2024, note: `Ala. Code § 10A-1-4.31(a), ${item}` }),
});

const FILINGS: Filings = {
  AMENDMENT: statuteFee(100, 'amendment to a certificate of formation'),
  FOREIGN_QUALIFICATION: statuteFee(150, 'foreign entity registration'),
  GOOD_STANDING: statuteFee(25, 'certificate of existence'),
  DISSOLUTION: statuteFee(100, 'certificates of dissolution or cancellation'),
  CHANGE_OF_AGENT: {
    amount: 100,
    source: source(FEE_STATUTE, {
      crossCheck: 'https://legalclarity.org/how-to-change-a-registered-agent-in-alabama',
      note: 'Ala. Code § 10A-1-4.31(a)(8), any other filing instrument; howtostartabusiness.org/change-your-registered-agent/alabama also gives $100, older guides the former $25',
    }),
  },
};

const TAX_RATES =
  '$0.25 to $1.75 per $1,000 of Alabama net worth, at most $15,000; no return and no tax when the tax comes to $100 or less';
const NO_TAX_AT_100 = source(
  'https://ilsainc.com/press-release/alabama-announces-important-changes-to-the-2024-business-privilege-tax-filing-requirements',
  {
    crossCheck: 'https://dentmoses.com/2024/02/22/alabama-business-privilege-tax-changes-for-2024/',
    note: 'Act 2022-252 (§ 40-14A-22): from taxable year 2024 a tax of $100 or less is neither filed nor paid',
  },
);
const DUE_DATES = source('https://revenue.alabama.gov/individual-corporate/due-dates/', {
  crossCheck: 'https://revenue.alabama.gov/faqs/when-is-the-alabama-business-privilege-tax-return-due',
});
const INITIAL_RETURN_SOURCE = source('https://instalawyer.io/laws/code-of-alabama/section-40-14a-29-submission-of', {
  crossCheck: 'https://accountinginsights.org/when-is-alabama-business-privilege-tax-due',
  note: 'Ala. Code § 40-14A-29: initial report and return within two and one-half months after organization',
});

const initialReturn = (type: 'LLC' | 'CORP') => ({
  id: `AL-${type}-INITIAL-PRIVILEGE-TAX`,
  title: 'Initial Business Privilege Tax Return (Form BPT-IN)',
  description:
    'Alabama initial business privilege tax return for the year of formation, due within two and a half months of formation.',
  fee: { amount: 0, varies: TAX_RATES, source: INITIAL_RETURN_SOURCE },
  due: { kind: 'onceWithinDays', days: 73 } as const,
  approximation:
    'Two and a half months are counted as 73 days, the shortest such span, so the date is never later than the law’s.',
});

export const AL: Jurisdiction = {
  code: 'AL',
  name: 'Alabama',
  description:
    'For businesses that operate in Alabama: a $200 formation and a yearly privilege tax on net worth that small companies owing $100 or less do not file.',
  filingOffice: {
    name: 'Alabama Secretary of State, Business Services',
    url: 'https://www.sos.alabama.gov/business-services',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Formation (Domestic Limited Liability Company)',
      formation: {
        amount: 200,
        source: source(FEE_STATUTE, {
          crossCheck: 'https://launchllc.us/alabama-llc-certificate-of-formation',
          note: 'Ala. Code § 10A-1-4.31(a)(1); a name reservation ($28 online) is required first',
        }),
      },
      renewal: { fee: 0, description: 'Business privilege tax by March 15; none due at $100 or less' },
      obligations: [
        initialReturn('LLC'),
        {
          id: 'AL-LLC-PRIVILEGE-TAX',
          title: 'Business Privilege Tax Return (Form PPT)',
          description:
            'Alabama business privilege tax return for the year, due March 15 (the 15th day of the third month of the taxable year).',
          fee: { amount: 0, varies: TAX_RATES, source: NO_TAX_AT_100 },
          due: { kind: 'fixedDate', month: 3, day: 15 },
          approximation: 'Taxable years are taken as calendar years.',
        },
      ],
      filings: FILINGS,
    },
    CORP: {
      formationDocument: 'Certificate of Formation (Domestic Business Corporation)',
      formation: {
        amount: 200,
        source: source(FEE_STATUTE, {
          crossCheck: FEE_STATUTE_2024,
          note: 'Ala. Code § 10A-1-4.31(a)(1), certificate of formation for all entities',
        }),
      },
      renewal: { fee: 0, description: 'Business privilege tax by April 15; none due at $100 or less' },
      obligations: [
        initialReturn('CORP'),
        {
          id: 'AL-CORP-PRIVILEGE-TAX',
          title: 'Business Privilege Tax Return (Form CPT)',
          description:
            'Alabama business privilege tax return of a C corporation, due April 15 (the 15th day of the fourth month of the taxable year).',
          fee: { amount: 0, varies: TAX_RATES, source: DUE_DATES },
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation:
            'Taxable years are calendar years; S corporations file Form PPT by March 15. The annual report was repealed from 2025 (Act 2024-213).',
        },
      ],
      filings: FILINGS,
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online formations are approved at once; mailed ones in 1-2 business days plus mailing',
    source: source('https://launchllc.us/alabama-llc-certificate-of-formation', {
      crossCheck: 'https://venturesmarter.com/how-long-does-it-take-to-form-an-llc/alabama/',
    }),
  },
  expedite: [
    {
      label: 'Expedited (less than 24 hours, counted as the next three business days)',
      businessDays: 3,
      fee: {
        amount: 100,
        source: source('http://test.sosweb12.alabama.gov/BusinessServices/FilingFees.aspx', {
          crossCheck: 'https://venturesmarter.com/how-long-does-it-take-to-form-an-llc/alabama/',
          note: 'Business Entities Division fees: expedition of documents; the office counts 24 hours as the next three business days',
        }),
      },
    },
  ],
  names: {
    distinguishable: {
      LLC: 'Ala. Code title 10A, ch. 1, art. 5 (names of entities)',
      CORP: 'Ala. Code title 10A, ch. 1, art. 5 (names of entities)',
    },
    designators: {
      // Ala. Code § 10A-1-5.06 as quoted by the guides; professional and series LLCs use P.L.L.C. and S.L.L.C. forms.
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'Ala. Code § 10A-1-5.06',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Corp.', 'Inc.'],
        statute: 'Ala. Code § 10A-1-5.04(a)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only by a bank or trust company chartered or authorised by the State Banking Department',
        statute: 'Ala. Code § 10A-1-5.04(b); title 5 (Banks and Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Commissioner of Insurance for an insurance business',
        statute: 'Ala. Code title 27 (Insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the licence of the Commission on Higher Education for a school conferring degrees',
        statute: 'Ala. Code title 16 (Education)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
