// Nebraska: Secretary of State, Business Services. LLC fees from the Uniform Limited Liability Company Act
// (Neb. Rev. Stat. 21-192), corporate fees from the Secretary's forms and fee page (21-2005); the LLC biennial
// report is due April 1 of odd years (21-125), the corporate report and occupation tax March 1 of even years
// (21-301, 21-303); new LLCs and corporations publish a notice for three weeks.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_FEES = 'http://nebraskalegislature.gov/laws/statutes.php?statute=21-192';
const LLC_FEES_COPY = 'https://self-law.org/code/ne/chapter-21/21-192';
const SOS_FEES = 'https://sos.nebraska.gov/business-services/forms-and-fee-information';
const CORP_FEES_LAW = 'http://statutes.laws.com/nebraska/Chapter21/21-2005';
const CERTIFICATE = fee(
  10,
  source('https://nebraskalegislature.gov/laws/statutes.php?statute=33-101', {
    note: 'Neb. Rev. Stat. 33-101(1): certificate with seal $10 (an electronic status certificate is $6.50)',
  }),
);
const llcFee = (amount: number, row: string) =>
  fee(amount, source(LLC_FEES, { crossCheck: LLC_FEES_COPY, note: `Neb. Rev. Stat. 21-192${row}; $5 more on paper` }));
const corpFee = (amount: number, row: string) =>
  fee(amount, source(SOS_FEES, { crossCheck: CORP_FEES_LAW, note: `${row}, plus $5 a page recording fee` }));
const OCCUPATION_TAX_LAW = 'https://law.justia.com/codes/nebraska/2018/chapter-21/statute-21-303';
const CORP_REPORT_DUE = 'https://law.justia.com/codes/nebraska/2018/chapter-21/statute-21-301/';

const corpReport = (foreign: boolean): ObligationRule => ({
  id: foreign ? 'NE-CORP-FOREIGN-BIENNIAL-REPORT' : 'NE-CORP-BIENNIAL-REPORT',
  title: 'Biennial Report and Occupation Tax',
  description: `Nebraska biennial report and occupation tax${foreign ? ' of a foreign corporation' : ''}, due March 1 of each even-numbered year (delinquent after April 15).`,
  fee: fee(
    foreign ? 52 : 26,
    source(
      foreign
        ? 'https://print.casetext.com/statute/revised-statutes-of-nebraska/chapter-21-corporations-and-other-companies/article-3-occupation-tax/section-21-306-foreign-corporations-occupation-tax-investigation-by-secretary-of-state-for-collection-purposes'
        : OCCUPATION_TAX_LAW,
      {
        crossCheck: CORP_REPORT_DUE,
        note: foreign
          ? 'Neb. Rev. Stat. 21-306: double the domestic schedule of 21-303, measured by property in Nebraska'
          : 'Neb. Rev. Stat. 21-303(2): $26 when paid-up capital stock is $10,000 or less',
      },
    ),
    foreign
      ? 'Double the domestic tax, measured by property used in Nebraska'
      : 'Grows with paid-up capital stock above $10,000',
  ),
  due: { kind: 'fixedDate', month: 3, day: 1, everyYears: 2, parity: 'even' },
  approximation:
    'A 2025 bill proposed ending the corporate report and tax after January 1, 2026; the calendar keeps them until that is confirmed.',
});

const LLC_BIENNIAL: ObligationRule = {
  id: 'NE-LLC-BIENNIAL-REPORT',
  title: 'Biennial Report',
  description:
    'Nebraska LLC biennial report, due between January 1 and April 1 of each odd-numbered year after the year of formation.',
  fee: fee(
    10,
    source('https://incorporator.org/articles/nebraska-llc-formation-a-practical-guide', {
      crossCheck: 'https://nonprofitam.org/biennal-report',
      note: 'The $10 fee from the guide; the due date is Neb. Rev. Stat. 21-125(c), quoted on the cross-check',
    }),
  ),
  due: { kind: 'fixedDate', month: 4, day: 1, everyYears: 2, parity: 'odd' },
};

export const NE: Jurisdiction = {
  code: 'NE',
  name: 'Nebraska',
  description:
    'A Great Plains state with biennial rather than annual reports and a newspaper notice after formation; fits businesses operating in Nebraska.',
  filingOffice: { name: 'Nebraska Secretary of State, Business Services', url: SOS_FEES },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization',
      formation: llcFee(100, '(1)(a): certificate of organization filed electronically (a $10 certificate is extra)'),
      renewal: { fee: 10, description: 'Biennial report in odd years' },
      obligations: [LLC_BIENNIAL],
      filings: {
        AMENDMENT: llcFee(25, '(1): every other filing, amendments included'),
        FOREIGN_QUALIFICATION: llcFee(100, '(1)(a): application for a certificate of authority'),
        GOOD_STANDING: CERTIFICATE,
        DISSOLUTION: llcFee(25, '(1): every other filing'),
        CHANGE_OF_AGENT: llcFee(25, '(1): statement of change (designation of a new agent)'),
      },
    },
    SERIES_LLC: {
      formationDocument: 'Certificate of Organization, then a Protected-Series Designation for each series',
      formation: llcFee(100, '(1)(a): certificate of organization filed electronically'),
      seriesFee: llcFee(100, '(1)(b): protected-series designation, for each protected series'),
      renewal: { fee: 10, description: 'Biennial report in odd years' },
      obligations: [{ ...LLC_BIENNIAL, id: 'NE-SERIES_LLC-BIENNIAL-REPORT' }],
      filings: {
        AMENDMENT: llcFee(25, '(1): every other filing, amendments included'),
        FOREIGN_QUALIFICATION: llcFee(100, '(1)(a): application for a certificate of authority'),
        GOOD_STANDING: CERTIFICATE,
        DISSOLUTION: llcFee(25, '(1): every other filing'),
        CHANGE_OF_AGENT: llcFee(25, '(1): statement of change'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: corpFee(60, 'Articles of Incorporation, authorized capital stock of $10,000 or less: $60'),
      renewal: { fee: 26, description: 'Biennial report and occupation tax in even years (from $26)' },
      obligations: [corpReport(false)],
      foreignObligations: [corpReport(true)],
      filings: {
        AMENDMENT: corpFee(25, 'Articles of Amendment $25'),
        FOREIGN_QUALIFICATION: fee(
          100,
          source(LLC_FEES, {
            note: 'NOT FOUND: the foreign corporation certificate of authority fee; the $100 a foreign LLC pays (21-192) is used, check it',
          }),
        ),
        GOOD_STANDING: CERTIFICATE,
        DISSOLUTION: fee(
          25,
          source(SOS_FEES, {
            note: 'NOT FOUND: the articles of dissolution row was cut off; the $25 of the amendment row is used, check it',
          }),
        ),
        CHANGE_OF_AGENT: corpFee(25, 'Change of Registered Agent/Office $25'),
      },
    },
  },
  processingTime: {
    businessDays: 7,
    basis: 'Certificates of organization are processed in 3-7 working days',
    source: source('http://llcinfo.com/start-an-llc/nebraska-llc/'),
  },
  expedite: [],
  publication: {
    entityTypes: ['LLC', 'SERIES_LLC', 'CORP'],
    withinDays: 180,
    description:
      'A notice of organization (or incorporation) runs for three consecutive weeks in a legal newspaper of the county of the principal office; the proof of publication is then filed with the Secretary of State.',
    fee: fee(
      0,
      source(
        'https://northwestregisteredagent.com/publication-requirements-newspaper-domestic-llc-domestic-corporation-nebraska.html',
        {
          crossCheck: 'http://www.filingsmadeeasy.com/nebraska/llc/',
          note: 'No statutory deadline to publish; the guide says to file the proof within six months. No filing fee for the proof was found',
        },
      ),
    ),
    foreignToo: false,
  },
  names: {
    distinguishable: { LLC: 'Neb. Rev. Stat. 21-108', CORP: 'Nebraska Model Business Corporation Act §4.01' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'Neb. Rev. Stat. 21-108',
        severity: 'error',
        note: 'Forms as filingsmadeeasy.com lists them; another guide lists only the first three.',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'Nebraska Model Business Corporation Act §4.01',
        severity: 'error',
        note: 'The model act forms; the Nebraska section was not read: check the list.',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Department of Banking and Finance or the Department of Insurance',
        statute: 'Neb. Rev. Stat. 21-108 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
