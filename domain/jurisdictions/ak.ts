// Alaska: the Division of Corporations, Business and Professional Licensing forms entities and collects a report
// every two years, due January 2 of the years of the formation year's parity (AS 10.06.811).
// The Division's fee regulations were not among the pages searched: the later-filing fees and the LLC's biennial fee
// are marked unconfirmed, with the figure that stands in for each.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const BIENNIAL_FAQ = 'https://commerce.alaska.gov/web/cbpl/Corporations/BiennialReportsFAQs';
const BIENNIAL_TAX = 'https://instalawyer.io/laws/alaska-statutes/sec-1006845-biennial-corporation-tax';
const BIENNIAL_TAX_2 = 'http://ak.elaws.us/as/10.06.845';
const CORP_GUIDE = 'http://help.bizlauncher.co/en/articles/1513778-forming-a-corporation-in-alaska';
const NAME_GUIDE = 'https://legalclarity.org/how-to-complete-an-ak-filing-to-form-a-business';

/** A fee no page read gives: the closest sourced Alaska fee stands in, and `unconfirmed` says which. */
const standIn = (amount: number, url: string, what: string): Fee => ({
  amount,
  source: source(url, {
    unconfirmed: `${what} stands in; the Division's "Forms & Fees" page and its fee regulations were not among the pages read.`,
  }),
});

const filings = (formationFee: number): Filings => ({
  AMENDMENT: standIn(25, NAME_GUIDE, 'The $25 name reservation fee'),
  FOREIGN_QUALIFICATION: standIn(
    formationFee,
    CORP_GUIDE,
    `The $${formationFee} domestic formation fee (a foreign registration may cost more)`,
  ),
  GOOD_STANDING: standIn(25, NAME_GUIDE, 'The $25 name reservation fee (for the certificate of compliance)'),
  DISSOLUTION: standIn(25, NAME_GUIDE, 'The $25 name reservation fee'),
  CHANGE_OF_AGENT: standIn(25, NAME_GUIDE, 'The $25 name reservation fee'),
});

const initialReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `AK-${type}-INITIAL-REPORT`,
  title: 'Initial Report',
  description: 'Alaska initial report naming the owners and officers, due within six months of formation (no fee).',
  fee: {
    amount: 0,
    source: source(BIENNIAL_FAQ, { crossCheck: 'https://www.legalzoom.com/articles/alaska-annual-report' }),
  },
  due: { kind: 'onceWithinDays', days: 181 },
  approximation:
    'Six months are counted as 181 days, the shortest such span, so the date is never later than the law’s.',
});

const biennialReport = (type: 'LLC' | 'CORP', fee: Fee, who: 'domestic' | 'foreign'): ObligationRule => ({
  id: `AK-${type}-BIENNIAL-REPORT${who === 'foreign' ? '-FOREIGN' : ''}`,
  title: 'Biennial Report',
  description:
    'Alaska biennial report and fee, due January 2 every other year: in even years for entities formed (or registered) in an even year, in odd years otherwise.',
  fee,
  lateFee: {
    amount: 25,
    varies: '$25 for each year or part of a year late, plus 10% of the biennial tax',
    source: source(BIENNIAL_TAX, {
      crossCheck: 'https://instalawyer.io/laws/alaska-statutes/sec-1006815-penalty-for-failure',
      note: 'AS 10.06.845(a) and AS 10.06.815; delinquent after February 1',
      ...(type === 'LLC'
        ? { unconfirmed: "The corporations' penalty of AS 10.06.845 stands in; the LLC's late charge was not read." }
        : {}),
    }),
  },
  due: { kind: 'fixedDate', month: 1, day: 2, everyYears: 2, parity: 'formationYear' },
});

const corpTax = (amount: 100 | 200): Fee => ({
  amount,
  source: source(BIENNIAL_TAX, {
    crossCheck: BIENNIAL_TAX_2,
    note: `AS 10.06.845(a): biennial corporation tax, ${amount === 100 ? 'domestic' : 'foreign'} corporation`,
  }),
});
const llcBiennial = (amount: 100 | 200): Fee => ({
  amount,
  source: source(BIENNIAL_TAX, {
    unconfirmed: `The corporations' ${amount === 100 ? 'domestic' : 'foreign'} biennial tax (AS 10.06.845) stands in for the LLC's biennial fee, which no page read states.`,
  }),
});

export const AK: Jurisdiction = {
  code: 'AK',
  name: 'Alaska',
  description:
    'For businesses operating in Alaska: a $250 formation and a report every two years instead of every year.',
  filingOffice: {
    name: 'Alaska Division of Corporations, Business and Professional Licensing',
    url: 'https://www.commerce.alaska.gov/web/cbpl/Corporations.aspx',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form 08-430)',
      formation: {
        amount: 250,
        source: source(CORP_GUIDE, {
          unconfirmed:
            'The $250 articles of incorporation fee stands in: the pages read give it for corporations, not the LLC articles fee.',
        }),
      },
      renewal: { fee: 100, description: 'Biennial report every two years, due January 2' },
      obligations: [initialReport('LLC'), biennialReport('LLC', llcBiennial(100), 'domestic')],
      foreignObligations: [biennialReport('LLC', llcBiennial(200), 'foreign')],
      filings: filings(250),
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form 08-400)',
      formation: {
        amount: 250,
        source: source(CORP_GUIDE, {
          crossCheck: 'https://legalclarity.org/how-to-file-articles-of-incorporation-in-alaska',
          note: '$250, which includes the first $100 biennial corporation tax',
        }),
      },
      renewal: { fee: 100, description: 'Biennial report and corporation tax every two years, due January 2' },
      obligations: [initialReport('CORP'), biennialReport('CORP', corpTax(100), 'domestic')],
      foreignObligations: [biennialReport('CORP', corpTax(200), 'foreign')],
      filings: filings(250),
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings post immediately; paper filings take 10-15 business days (longer October-February)',
    source: source('https://www.commerce.alaska.gov/web/cbpl/Corporations/OnlineFilingInstructionsNonPArticles.aspx', {
      crossCheck: 'https://www.commerce.alaska.gov:443/web/cbpl/Corporations/PaymentandRefundPolicy.aspx',
    }),
  },
  // Online filings post at once; no paid expedite is published for them. A public dataset of state fees reads an
  // extra $150 for expedited paper filings from 3 AAC 16.105(a), not confirmed on a page read here.
  expedite: [],
  names: {
    distinguishable: { LLC: 'AS 10.50.025', CORP: 'AS 10.06.105(d); 3 AAC 16.120 (sections not confirmed)' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'L.L.C.',
          'LLC',
          'Ltd. Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
        ],
        statute: 'AS 10.50.020(a)',
        severity: 'error',
        note: '"Limited" may be abbreviated "Ltd." and "Company" "Co."',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Limited', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'AS 10.06.105(a)',
        severity: 'error',
        note: 'The words as the guides quote them; the section number is the act’s, not confirmed on a page of the statute.',
      },
    },
    words: [
      {
        words: ['city', 'borough', 'village'],
        severity: 'error',
        reason: 'may not be used: the name must not imply that the company is a municipality',
        statute: 'AS 10.50.020(b); AS 10.06.105',
      },
      {
        words: [...BANK, 'banc', 'banque'],
        severity: 'warning',
        reason: 'needs the approval of the Division of Banking and Securities',
        statute: 'AS title 06 (Banks and Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Division of Insurance for an insurance business',
        statute: 'AS title 21 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Division certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
