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
const FEES_PAGE = 'https://www.pa.gov/agencies/dos/programs/business/fees-and-payments';
/** The Bureau's notice of its three expedite tiers and their cut-off hours (43 Pa.B. 7515, December 2013). */
const EXPEDITE_NOTICE =
  'https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol43/43-51/2397.html';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const expedite = (label: string, amount: number, cutOff: string) => ({
  label,
  businessDays: 0,
  fee: fee(
    amount,
    source(FEES_PAGE, {
      crossCheck: EXPEDITE_NOTICE,
      note: `Added to the filing fee; ${cutOff}. Read through a public dataset of state filing fees that quotes this page (${STATE_ENTITIES_DATA}); the tiers and cut-offs are the Bureau's 2013 notice`,
    }),
  ),
});

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
    note: 'Certificate of Subsistence (domestic) or Registration (foreign)',
    unconfirmed:
      'The $40 the Department has charged stands in; no page read gives the fee of a certificate of subsistence.',
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
      crossCheck: FEES_PAGE,
      note: 'Certificate of organization of a limited liability company, $125 (§ 153(a)(3)(i)); filed with a docketing statement. The Department’s fee page gives the same $125, as the dataset of state filing fees reads it.',
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
    businessDays: 15,
    basis: 'The Department says to allow 15 business days; guides report 7-10',
    source: source(FEES_PAGE, {
      crossCheck: GUIDE_2025,
      note: `Read through a public dataset of state filing fees that quotes this page (${STATE_ENTITIES_DATA})`,
    }),
  },
  expedite: [
    expedite('Same day', 100, 'received before 10:00 a.m.'),
    expedite('3-hour', 300, 'received before 2:00 p.m.'),
    expedite('1-hour', 1000, 'received before 4:00 p.m.'),
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
  // Not confirmed: no page read says whether the Department certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
