// Pennsylvania: the Department of State's Bureau of Corporations and Charitable Organizations forms LLCs and business
// corporations under the Associations Code (15 Pa.C.S.), whose § 153 sets the fees. Since 2025 every entity files a
// $7 annual report (15 Pa.C.S. § 146): corporations before July 1, LLCs before October 1.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** 15 Pa.C.S. § 153, the Bureau's fee schedule (as in force from 3 January 2023). */
const FEES_153 =
  'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)';
const FEES_153_COPY = 'https://law.onecle.com/pennsylvania/title-15/153.html';
const ANCILLARY = 'http://parules.elaws.us/pacode/title19_parti_subparta_chapter3_subchaptera_section3.34';
const ANNUAL_REPORTS =
  'https://pa.gov/agencies/dos/programs/business/types-of-filings-and-registrations/annual-reports.html';
const GUIDE_2025 = 'https://questions.llc/pa';

const ancillary = (what: string) =>
  fee(
    70,
    source(FEES_153, {
      crossCheck: ANCILLARY,
      note: `${what} is an ancillary transaction (19 Pa. Code § 3.34(b)), $70 under § 153 (the regulation still shows the former $52).`,
    }),
  );

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `PA-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    type === 'CORP'
      ? 'Pennsylvania annual report (DSCB:15-146), due by June 30 each year from the year after incorporation.'
      : 'Pennsylvania annual report (DSCB:15-146), due by September 30 each year from the year after formation.',
  fee: fee(
    7,
    source(ANNUAL_REPORTS, {
      crossCheck: 'https://klehr.com/publications/pennsylvania-business-annual-reporting-requirement-beginning-2025',
      note: '$7 for business corporations and LLCs, domestic or registered foreign; first due the year after formation.',
    }),
  ),
  due: type === 'CORP' ? { kind: 'fixedDate', month: 6, day: 30 } : { kind: 'fixedDate', month: 9, day: 30 },
});

const goodStanding = fee(
  40,
  source('https://legalclarity.org/how-to-get-a-pennsylvania-certificate-of-good-standing', {
    note: 'Certificate of Subsistence (domestic) or Registration (foreign). The $40 fee was not in any page read: it is the figure the Department has charged, to confirm on its certificate order page.',
  }),
);

const filings = (what: string) => ({
  AMENDMENT: ancillary(`An amendment of the ${what}`),
  FOREIGN_QUALIFICATION: fee(
    250,
    source(FEES_153, { crossCheck: FEES_153_COPY, note: 'Foreign registration statement, $250 (§ 153(a)(2)(i)).' }),
  ),
  GOOD_STANDING: goodStanding,
  DISSOLUTION: ancillary('Dissolution'),
  CHANGE_OF_AGENT: ancillary('A change of registered office (Pennsylvania names an office, or a commercial provider)'),
});

const LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Organization — Domestic Limited Liability Company (DSCB:15-8821)',
  formation: fee(
    125,
    source(FEES_153, {
      crossCheck: GUIDE_2025,
      note: 'Certificate of organization of a limited liability company, $125 (§ 153(a)(3)(i)); filed with a docketing statement.',
    }),
  ),
  renewal: { fee: 7, description: 'Annual report, due by September 30' },
  obligations: [annualReport('LLC')],
  filings: filings('certificate of organization'),
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — For Profit (DSCB:15-1306)',
  formation: fee(
    125,
    source(FEES_153, {
      crossCheck: 'https://www.incfile.com/pennsylvania-corporation/',
      note: 'Articles of incorporation, $125 (§ 153(a)(1)(i)).',
    }),
  ),
  renewal: { fee: 7, description: 'Annual report, due by June 30' },
  obligations: [annualReport('CORP')],
  filings: filings('articles'),
};

export const PA: Jurisdiction = {
  code: 'PA',
  name: 'Pennsylvania',
  description: 'A $7 annual report and no franchise tax on capital, for businesses based in Pennsylvania.',
  filingOffice: {
    name: 'Pennsylvania Department of State, Bureau of Corporations and Charitable Organizations',
    url: ANNUAL_REPORTS,
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 10,
    basis: 'Standard processing 7-10 business days',
    source: source(GUIDE_2025, {
      crossCheck: 'https://www.trademarklens.com/guides/pennsylvania-llc-formation-dos-filing-decennial-report',
    }),
  },
  expedite: [
    {
      label: 'Same day',
      businessDays: 0,
      fee: fee(
        100,
        source(GUIDE_2025, {
          note: 'Same day +$100, 3-hour +$300, 1-hour +$1,000 (online or in person). Another guide (trademarklens.com) gives 24-hour +$100 and same day +$500; the 2025 guide is kept.',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: '15 Pa.C.S. § 202', CORP: '15 Pa.C.S. § 202' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Company', 'Limited', 'LLC', 'L.L.C.', 'Co.', 'Ltd.'],
        statute: '15 Pa.C.S. § 204',
        severity: 'error',
        note: 'The statute names "company", "limited" or "limited liability company" or an abbreviation of one (read on https://www.dmlp.org/legal-guide/forming-llc-pennsylvania)',
      },
      CORP: {
        forms: [
          'Corporation',
          'Company',
          'Incorporated',
          'Limited',
          'Corp.',
          'Co.',
          'Inc.',
          'Ltd.',
          'Association',
          'Fund',
          'Syndicate',
        ],
        statute: '15 Pa.C.S. § 203(a)',
        severity: 'error',
      },
    },
    // The Department's form instructions (https://fill.io/PENNSYLVANIA-DEPARTMENT-OF-STATE-BUREAU-OF-CORPORATIONS-AND-e0639da6)
    // name the agencies whose approval restricted words need.
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Banking and Securities',
        statute: 'Banking Code of 1965 (7 P.S.)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Insurance Department',
        statute: 'Insurance Company Law (40 P.S.)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education',
        statute: '24 P.S. (Public School Code, degree-granting institutions)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
