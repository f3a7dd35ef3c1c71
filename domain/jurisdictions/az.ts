// Arizona: the Arizona Corporation Commission (ACC) forms entities. LLCs file no annual report (ACC: "Only
// corporations must submit annual reports"); both LLCs and corporations publish their formation within 60 days
// unless their known place of business is in a county of more than 800,000 people (Maricopa, Pima).
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

/** A.R.S. § 29-851 (2005 text) lists the LLC fees; the LLC act was renumbered to §§ 29-3101 ff. in 2020. */
const LLC_FEES = 'https://law.justia.com/codes/arizona/2005/title29/00851.html';
/** A.R.S. § 10-122 as amended by SB 1272 (2017): the corporation fees. */
const CORP_FEES = 'http://azleg.gov/legtext/53leg/1r/bills/sb1272s.htm';
const ANNUAL_REPORT_PAGE = 'http://www.azcc.gov/Divisions/Corporations/annual-report-electronic-submission.asp';
const EXPEDITE_GUIDE = 'https://www.upcounsel.com/arizona-corporation-commission-forms';
/** The ACC's 2016 notice of its records procedure, quoting its certificate and copy fees. */
const RECORDS_NOTICE = 'http://www.feedblitz.com/f/?previewfeed=760505';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';

const llcFee = (amount: number, item: string, crossCheck?: string): Fee => ({
  amount,
  source: source(LLC_FEES, {
    ...(crossCheck ? { crossCheck } : {}),
    note: `A.R.S. § 29-851(A), ${item} (2005 text; the renumbered act kept the schedule as far as the guides show)`,
  }),
});
const corpFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(CORP_FEES, { note: `A.R.S. § 10-122(A), ${item}` }),
});

const LLC_FILINGS: Filings = {
  AMENDMENT: llcFee(25, 'amendment to the articles of organization'),
  FOREIGN_QUALIFICATION: llcFee(150, 'application for registration of a foreign limited liability company'),
  GOOD_STANDING: llcFee(10, 'a certificate for any purpose not otherwise provided for'),
  DISSOLUTION: llcFee(35, 'articles of termination'),
  CHANGE_OF_AGENT: llcFee(5, 'statement of change of address of the statutory agent'),
};

const CORP_FILINGS: Filings = {
  AMENDMENT: corpFee(25, 'amendment of articles of incorporation'),
  FOREIGN_QUALIFICATION: {
    amount: 175,
    source: source('http://rcdii.com/arizona-certificate-of-authority.html', {
      note: 'Application for Authority to Transact Business: $175 plus $35 for optional expedited processing',
    }),
  },
  GOOD_STANDING: {
    amount: 10,
    source: source(RECORDS_NOTICE, {
      crossCheck: LLC_FEES,
      note: 'The ACC’s 2016 records notice: "Certificate (any type that is not for copies): $10.00", for corporations and LLCs alike',
    }),
  },
  DISSOLUTION: corpFee(25, 'articles of dissolution'),
  CHANGE_OF_AGENT: {
    amount: 5,
    source: source(LLC_FEES, {
      note: 'A.R.S. § 29-851(A)(10): an LLC’s statement of change of address of its statutory agent, $5',
      unconfirmed: 'The LLC’s $5 statement of change stands in; the corporations’ row of § 10-122 was not read.',
    }),
  },
};

const PUBLICATION_SOURCE = source('https://www.keytlaw.com/azllclaw/ars-section-29-3201/', {
  crossCheck: 'https://www.keytlaw.com/azllclaw/wp-json/wp/v2/pages/7851',
  note: 'A.R.S. § 29-3201(G): publish within 60 days; HB 2447 (2016) waives it in counties of more than 800,000 people',
});

const publication = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `AZ-${type}-PUBLICATION`,
  title: 'Publication of Formation',
  description:
    'Arizona publication of the formation in an approved newspaper of the county, three consecutive times, within 60 days of the filing.',
  fee: { amount: 0, varies: 'Newspaper charges vary; filing the affidavit is optional', source: PUBLICATION_SOURCE },
  due: { kind: 'onceWithinDays', days: 60 },
  approximation: 'Not required when the known place of business is in Maricopa or Pima County.',
});

const annualReport: ObligationRule = {
  id: 'AZ-CORP-ANNUAL-REPORT',
  title: 'Annual Report and Certificate of Disclosure',
  description:
    'Arizona corporation annual report, due each year by the anniversary of incorporation (or registration).',
  fee: {
    amount: 45,
    source: source(ANNUAL_REPORT_PAGE, {
      crossCheck: 'https://suryapadhiea.com/arizona-annual-reports-state-filings',
      note: 'For-profit corporations: $45 filing fee, plus $35 to expedite',
    }),
  },
  lateFee: {
    amount: 9,
    varies: '$9 for each month or part of a month late',
    source: source(ANNUAL_REPORT_PAGE, {
      crossCheck: 'http://www.azleg.state.az.us/legtext/45leg/1r/summary/s.1135com-revised.doc.htm',
    }),
  },
  due: { kind: 'anniversaryDate' },
  approximation: 'The ACC assigns each corporation’s due date (A.R.S. § 10-1622(C)); it is the anniversary date.',
};

export const AZ: Jurisdiction = {
  code: 'AZ',
  name: 'Arizona',
  description:
    'For businesses operating in Arizona: a $50 LLC with no annual report, though a newspaper notice is needed outside Maricopa and Pima counties.',
  filingOffice: { name: 'Arizona Corporation Commission, Corporations Division', url: 'https://azcc.gov/corporations' },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: llcFee(50, 'the initial articles of organization', EXPEDITE_GUIDE),
      renewal: { fee: 0, description: 'No annual report' },
      obligations: [publication('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (with a Certificate of Disclosure)',
      formation: {
        amount: 60,
        source: source(STATE_ENTITIES_DATA, {
          crossCheck: 'http://help.bizlauncher.co/en/articles/1521332-forming-a-corporation-in-arizona',
          note: 'A public dataset of state filing fees reads $60 from the ACC’s corporation fee schedule (2026-10-10), as the guide quotes; the 2017 amendment of A.R.S. § 10-122(A)(1) lists $50, the older figure',
        }),
      },
      renewal: { fee: 45, description: 'Annual report due by the anniversary of incorporation' },
      obligations: [publication('CORP'), annualReport],
      filings: CORP_FILINGS,
    },
  },
  processingTime: {
    businessDays: 22,
    basis:
      'Standard review about 22 business days, online or by mail; 9 business days when expedited (the ACC posts current times)',
    source: source(EXPEDITE_GUIDE, { crossCheck: 'https://www.azllc.net/acc-will-approve-llc/' }),
  },
  expedite: [
    {
      label: 'Expedited',
      businessDays: 9,
      fee: {
        amount: 35,
        source: source(EXPEDITE_GUIDE, {
          crossCheck: ANNUAL_REPORT_PAGE,
          note: '$35 on top of the filing fee; the ACC also sells same-day and next-day services (A.R.S. § 29-851(B))',
        }),
      },
    },
  ],
  publication: {
    entityTypes: ['LLC', 'CORP'],
    withinDays: 60,
    description:
      'The articles (or a notice of them) run three consecutive times in an ACC-approved newspaper of the county of the known place of business; not required in Maricopa or Pima County. Filing the affidavit of publication is optional.',
    fee: { amount: 0, source: PUBLICATION_SOURCE },
    foreignToo: true,
  },
  names: {
    distinguishable: { LLC: 'A.R.S. § 29-3112(B)', CORP: 'A.R.S. § 10-401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: 'A.R.S. § 29-3112(A)',
        severity: 'error',
      },
      CORP: {
        forms: ['Association', 'Corporation', 'Company', 'Incorporated', 'Limited', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'A.R.S. § 10-401',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'banc', 'banco', 'banque', 'deposit', 'credit union', 'thrift', 'savings bank'],
        severity: 'warning',
        reason: 'needs the written approval of the Department of Insurance and Financial Institutions',
        statute: 'A.R.S. §§ 10-401, 10-1506; title 6 (Banks and Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance and Financial Institutions',
        statute: 'A.R.S. title 20 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the ACC certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
