// New York: Department of State, Division of Corporations. Fees from the Limited Liability Company Law (§ 1101),
// the Business Corporation Law (§ 104-A) and the Executive Law (§ 96); deadlines from LLC Law §§ 206, 301 and
// BCL § 408; taxes from the Tax Law.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const BCL_FEES = source('http://laws9.com/statutes/new-york/bsc/article-1/104-a', {
  crossCheck: 'http://ny.elaws.us/law/bsc_art1_sec.104-a',
});
const EXECUTIVE_LAW_FEES =
  'https://d1tvxue8o4w0fl.cloudfront.net/statute/consolidated-laws-of-new-york/chapter-executive/article-6-department-of-state/section-96-fees-and-refunds';
const CERTIFICATE_OF_STATUS = fee(
  25,
  source(EXECUTIVE_LAW_FEES, {
    crossCheck: 'https://law.counselstack.com/statute/ny/EXC/96',
    note: 'Executive Law § 96(7): every other certificate under the seal of the Department of State, $25 (a certificate of status is one)',
  }),
);

const biennialStatement = (type: 'LLC' | 'CORP', from: Source): ObligationRule => ({
  id: `NY-${type}-BIENNIAL-STATEMENT`,
  title: 'Biennial Statement',
  description:
    'New York biennial statement, due every two years in the calendar month in which the entity was formed (or authorized).',
  fee: fee(9, from),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 2 },
  approximation: 'The statement may be filed any day of the filing month: the calendar shows its last day.',
});

const LLC_BIENNIAL = source('http://gkgcpa.com/new-york-states-9-biennial-statement-filing/', {
  crossCheck: 'https://nysenate.gov/legislation/laws/LLC/1101',
  note: 'LLC Law § 301(e): every two years in the calendar month of filing; § 1101(c): nine dollars',
});
const CORP_BIENNIAL = source('https://www.nysenate.gov/legislation/laws/BSC/408', {
  crossCheck: 'http://gkgcpa.com/new-york-states-9-biennial-statement-filing/',
  note: 'BCL § 408(3): the calendar month in which the certificate of incorporation was filed, biennially; the fee of $9 is from the cross-check',
});

const PUBLICATION_FEE = fee(
  50,
  source('http://llcinfo.com/start-an-llc/new-york-llc/', {
    crossCheck: 'https://denaliriverfocused.pages.dev/481049.html',
    note: 'LLC Law § 206: within 120 days of the articles, six weekly notices in two newspapers; certificate of publication $50',
  }),
);

export const NY: Jurisdiction = {
  code: 'NY',
  name: 'New York',
  description:
    'The home of finance, media and a large consumer market; fits businesses based in New York, though an LLC must publish its formation in two newspapers.',
  filingOffice: {
    name: 'New York Department of State, Division of Corporations',
    url: 'http://www.dos.ny.gov/corps/llccorp.html',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form DOS-1336-f)',
      changeOfAgentForm: {
        name: 'Certificate of Change (LLC Law \u00a7 211-A)',
        source: {
          url: 'https://doola.com/?p=13981',
          readOn: '2026-11-29',
          crossCheck: 'https://visualfoodie.com/how-to-file-an-ny-llc-certificate-of-change',
          note: 'The Certificate of Change for Domestic Limited Liability Companies, $30.',
        },
      },
      formation: fee(
        200,
        source('https://nysenate.gov/legislation/laws/LLC/1101', {
          crossCheck: 'http://www.dos.ny.gov/corps/llccorp.html',
          note: 'LLC Law § 1101(f)',
        }),
      ),
      renewal: { fee: 9, description: 'Biennial statement ($9 every two years); publication within 120 days' },
      obligations: [
        {
          id: 'NY-LLC-PUBLICATION',
          title: 'Certificate of Publication',
          description:
            'New York LLC publication: notices in two newspapers for six weeks, and the certificate of publication filed within 120 days of formation.',
          fee: PUBLICATION_FEE,
          due: { kind: 'onceWithinDays', days: 120 },
          approximation: "The fee is the state's filing fee; the newspapers' charges are extra and vary by county.",
        },
        {
          id: 'NY-LLC-FILING-FEE',
          title: 'LLC Filing Fee (Form IT-204-LL)',
          description:
            'New York annual LLC filing fee (Form IT-204-LL) for LLCs with New York source income, due March 15.',
          fee: fee(
            25,
            source('https://www.tax.ny.gov/pit/efile/annual_filing_fee.htm', {
              crossCheck: 'https://accountinginsights.org/what-is-it-204-ll-and-who-needs-to-file-it',
            }),
            'Only LLCs with New York source income: $25 at $100,000 or less of New York source gross income, up to $4,500',
          ),
          due: { kind: 'fixedDate', month: 3, day: 15 },
          approximation:
            'Tax years are taken as calendar years; an LLC taxed as a corporation files the franchise tax instead.',
        },
        biennialStatement('LLC', LLC_BIENNIAL),
      ],
      filings: {
        AMENDMENT: fee(60, source('https://nysenate.gov/legislation/laws/LLC/1101', { note: 'LLC Law § 1101(g)' })),
        FOREIGN_QUALIFICATION: fee(
          250,
          source('https://fransaiswilderstascam.pages.dev/319629.html', {
            crossCheck: 'https://nysenate.gov/legislation/laws/LLC/1101',
            note: "A copy of the Department of State's page on the Application for Authority (LLC Law § 802); foreign LLCs publish too",
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_STATUS,
        DISSOLUTION: fee(60, source('https://nysenate.gov/legislation/laws/LLC/1101', { note: 'LLC Law § 1101(h)' })),
        CHANGE_OF_AGENT: fee(
          30,
          source('https://wormtheseisland.pages.dev/721131.html', {
            note: 'Certificate of Change (LLC Law § 211-A); a single source (a formation guide), though the Business Corporation Law charges a corporation the same $30 (§ 104-A(f))',
          }),
        ),
      },
    },
    CORP: {
      formationDocument: 'Certificate of Incorporation (Form DOS-1239-f)',
      changeOfAgentForm: {
        name: 'Certificate of Change (BCL \u00a7 805-A)',
        source: {
          url: 'https://www.zenind.com/help/post/how-to-change-a-registered-agent-in-new-york-filing-steps-fees-and-compliance-updates',
          readOn: '2026-11-29',
          note: 'A corporation changes the designation of its registered agent by a certificate of change under BCL \u00a7 805-A.',
        },
      },
      formation: fee(
        125,
        source('http://laws9.com/statutes/new-york/bsc/article-1/104-a', {
          crossCheck: 'http://law.onecle.com/new-york/tax/TAX0180_180.html',
          note: 'BCL § 104-A(d): $125 plus the tax on shares of Tax Law § 180',
        }),
        'Plus the organization tax on authorized shares: 5 cents a share without par value, 1/20 of 1% of par value',
      ),
      renewal: { fee: 9, description: 'Biennial statement ($9 every two years); franchise tax from $25' },
      obligations: [
        {
          id: 'NY-CORP-FRANCHISE-TAX',
          title: 'Franchise Tax Return (Form CT-3)',
          description:
            'New York business corporation franchise tax return and tax, due April 15 for calendar-year corporations.',
          fee: fee(
            25,
            source(
              'https://casetext.com/statute/consolidated-laws-of-new-york/chapter-tax/article-9-a-franchise-tax-on-business-corporations/section-210-computation-of-tax',
              {
                crossCheck: 'https://discern.com/resources/new-york-franchise-tax',
                note: 'Tax Law § 210.1(d): fixed dollar minimum tax $25 at New York receipts of $100,000 or less; due date from the cross-check',
              },
            ),
            'The highest of a tax on business income, a tax on capital and the fixed dollar minimum (from $25, by New York receipts)',
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation:
            'Tax years are taken as calendar years (fiscal years are due the 15th day of the 4th month after they end).',
        },
        biennialStatement('CORP', CORP_BIENNIAL),
      ],
      filings: {
        AMENDMENT: fee(60, BCL_FEES, 'Plus the tax on shares where the amendment adds shares'),
        FOREIGN_QUALIFICATION: fee(
          225,
          source('https://templatesowl.com/printable-pdf-forms/application-authority', {
            note: 'Application for Authority (BCL § 1304); a single source (a forms site): the row of BCL § 104-A was cut off in what was read',
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_STATUS,
        DISSOLUTION: fee(
          60,
          source('https://dos.ny.gov/certificate-dissolution-domestic-business-corporations', {
            note: 'Needs the consent of the Department of Taxation and Finance (BCL § 1004)',
          }),
        ),
        CHANGE_OF_AGENT: fee(
          30,
          source(BCL_FEES.url, { note: 'BCL § 104-A(f): certificate of change under § 805-A(a)' }),
        ),
      },
    },
  },
  processingTime: {
    businessDays: 1,
    basis:
      'Online filings are generally processed immediately, with the filing receipt emailed (mailed filings take longer)',
    source: source('https://quickbooks.intuit.com/r/new-york/how-to-start-llc-in-new-york/', {
      crossCheck: 'http://llcinfo.com/start-an-llc/new-york-llc/',
    }),
  },
  expedite: [
    {
      label: '24-hour',
      businessDays: 1,
      fee: fee(25, source(EXECUTIVE_LAW_FEES, { note: 'Executive Law § 96(11)(a)' })),
    },
    {
      label: 'Same day',
      businessDays: 0,
      fee: fee(75, source(EXECUTIVE_LAW_FEES, { note: 'Executive Law § 96(11)(b)' })),
    },
    {
      label: '2-hour',
      businessDays: 0,
      fee: fee(150, source(EXECUTIVE_LAW_FEES, { note: 'Executive Law § 96(11)(c)' })),
    },
  ],
  publication: {
    entityTypes: ['LLC'],
    withinDays: 120,
    description:
      'Within 120 days of formation, a notice is published once a week for six weeks in two newspapers the county clerk designates; the certificate of publication with both affidavits is then filed.',
    fee: PUBLICATION_FEE,
    foreignToo: true,
  },
  names: {
    distinguishable: { LLC: 'N.Y. LLC Law § 204(b)', CORP: 'N.Y. Bus. Corp. Law § 301(a)(2)' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'N.Y. LLC Law § 204(a)',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Limited', 'Corp.', 'Inc.', 'Ltd.'],
        statute: 'N.Y. Bus. Corp. Law § 301(a)(1)',
        severity: 'error',
        note: 'The statute allows "an abbreviation of one of such words"; the usual ones are listed.',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE, 'savings', 'loan', 'mortgage', 'finance', 'investment', 'annuity'],
        severity: 'warning',
        reason: 'needs the approval of the Superintendent of Financial Services attached to the filing',
        statute: 'N.Y. Bus. Corp. Law § 301(a); N.Y. LLC Law § 204',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the consent of the Commissioner of Education (Board of Regents)',
        statute: 'N.Y. Bus. Corp. Law § 301(a); N.Y. LLC Law § 204',
      },
    ],
  },
  // Not confirmed: no page read says whether the Department certifies a dissolved entity's status, so it is not assumed.
  statusCertificateAfterDissolution: false,
};
