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
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
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
          : 'Neb. Rev. Stat. 21-303(2): $26 when paid-up capital stock is $10,000 or less; a dataset of state filing fees reads “$25 online, $30 on paper” for the corporate biennial report off the Secretary’s fee page, which looks like the LLC row',
      },
    ),
    foreign
      ? 'Double the domestic tax, measured by property used in Nebraska'
      : 'Grows with paid-up capital stock above $10,000',
  ),
  due: { kind: 'fixedDate', month: 3, day: 1, everyYears: 2, parity: 'even' },
  approximation:
    'LB315 (2025) would end the corporate report and tax from January 1, 2026; it was last seen in committee, so the calendar keeps them.',
});

const LLC_BIENNIAL: ObligationRule = {
  id: 'NE-LLC-BIENNIAL-REPORT',
  title: 'Biennial Report',
  description:
    'Nebraska LLC biennial report, due between January 1 and April 1 of each odd-numbered year after the year of formation.',
  fee: fee(
    25,
    source(LLC_FEES, {
      crossCheck: STATE_ENTITIES_DATA,
      note: 'Neb. Rev. Stat. 21-192(1): every filing under the act not priced otherwise, $25 online, $30 on paper; the dataset reads the same $25 ($30 on paper) off the Secretary’s fee page. The due date is 21-125(c), quoted on https://nonprofitam.org/biennal-report',
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
      renewal: { fee: 25, description: 'Biennial report in odd years' },
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
      renewal: { fee: 25, description: 'Biennial report in odd years' },
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
      formation: fee(
        60,
        source(SOS_FEES, {
          crossCheck: CORP_FEES_LAW,
          note: 'Articles of Incorporation, authorized capital stock of $10,000 or less: $60, plus $5 a page recording fee (Neb. Rev. Stat. 21-2005(1)(a)); a dataset of state filing fees reads “$100 online, $110 on paper” for corporations off the same page, which looks like the LLC row',
        }),
        'On authorized capital stock: $60 up to $10,000, $100 up to $25,000, more above; plus $5 a page',
      ),
      renewal: { fee: 26, description: 'Biennial report and occupation tax in even years (from $26)' },
      obligations: [corpReport(false)],
      foreignObligations: [corpReport(true)],
      filings: {
        AMENDMENT: corpFee(25, 'Articles of Amendment $25'),
        FOREIGN_QUALIFICATION: fee(
          145,
          source(
            'http://articlesofincorporation.org/ne/nebraska-application-for-certificate-of-authority-to-transact-business-professional-corporation/',
            {
              note: 'Application for Certificate of Authority to Transact Business, Profit Corporation: $145 plus $5 a page',
              unconfirmed:
                'The $145 of an older form guide (from before 2019) stands in; the Secretary’s current foreign-corporation row was cut off in what was read.',
            },
          ),
        ),
        GOOD_STANDING: CERTIFICATE,
        DISSOLUTION: fee(
          25,
          source(SOS_FEES, {
            unconfirmed:
              'The $25 of the amendment row stands in; the articles of dissolution row was cut off in what was read.',
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
      25,
      source(SOS_FEES, {
        crossCheck: LLC_FEES,
        note: `Proof of publication: $25 online, $30 in the office, as a public dataset of state filing fees reads this page (${STATE_ENTITIES_DATA}); 21-192(1) gives the same for an LLC filing. No statutory deadline to publish; https://northwestregisteredagent.com/publication-requirements-newspaper-domestic-llc-domestic-corporation-nebraska.html says to file the proof within six months`,
      }),
    ),
    foreignToo: false,
  },
  names: {
    distinguishable: { LLC: 'Neb. Rev. Stat. 21-108', CORP: 'Neb. Rev. Stat. 21-230 (MBCA 4.01)' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'Neb. Rev. Stat. 21-108',
        severity: 'error',
        note: 'Forms as filingsmadeeasy.com and discern.com list them; the section itself was not read.',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'Neb. Rev. Stat. 21-230 (MBCA 4.01)',
        severity: 'error',
        note: 'The forms as US Legal summarises the Nebraska act; the section itself was not read.',
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
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
