// Louisiana: the Secretary of State's Commercial Division forms entities (geauxBIZ online); every LLC and
// corporation files an annual report by the anniversary of its formation. Fees are set by La. R.S. 49:222 as last
// read; a public dataset read on 2026-10-10 cites a Secretary of State notice of new fees from 1 October 2026 (Act 921
// of 2026), which no page read here confirms: the figures it names are marked unconfirmed, and the statute's other
// figures may have changed with them.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const FEES = 'https://legis.la.gov/legis/Law.aspx?d=103670';
const FEES_2018 = 'https://law.justia.com/codes/louisiana/2018/code-revisedstatutes/title-49/rs-49-222/index.html';
const FEE_ACT_2013 = 'https://app.legiplex.com/la/legislature/2013/2013-r/bills/hb430/draft-485807?id=485807';
const GUIDE_2012 = 'https://reference180.com/how-to-incorporate-in-louisiana/';
const LLC_GUIDE = 'https://bestllcservices.com/louisiana-llc-articles-of-organization/';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
/** Where the dataset's reading of the Secretary's 2026 fee notice (static.sos.la.gov/shared/fee_changes_2026.pdf) disagrees. */
const newer = (stated: string) =>
  `The statute's figure stands in; a public dataset (${STATE_ENTITIES_DATA}) cites a Secretary of State notice of new fees from 1 October 2026 giving ${stated}, not confirmed on a page read.`;

const statute = (amount: number, item: string, newerFigure?: string): Fee => ({
  amount,
  source: source(FEES, {
    crossCheck: FEES_2018,
    note: `La. R.S. 49:222(B)(1), ${item}`,
    ...(newerFigure ? { unconfirmed: newer(newerFigure) } : {}),
  }),
});
const foreignStandIn: Fee = {
  amount: 100,
  source: source(GUIDE_2012, {
    note: 'Application for Certificate of Authority, $100 in a 2012 fee list',
    unconfirmed:
      'A 2012 fee list’s $100 stands in; the fee acts of 2013 (Act 316) and 2026 may have changed it, and no current figure was read.',
  }),
};

const filings = (type: 'LLC' | 'CORP'): Filings => ({
  AMENDMENT:
    type === 'LLC' ? statute(100, '(c) amended articles of organization') : statute(75, '(b) articles of amendment'),
  FOREIGN_QUALIFICATION: foreignStandIn,
  GOOD_STANDING: statute(20, '(d) issuing and sealing any other certificate'),
  DISSOLUTION:
    type === 'LLC' ? statute(100, '(c) dissolution proceedings') : statute(75, '(b) articles of dissolution'),
  CHANGE_OF_AGENT: statute(25, '(e) statement of change of registered agent or registered office'),
});

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `LA-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Louisiana annual report, due each year by the anniversary of formation.',
  fee: {
    amount: 30,
    source: source(FEE_ACT_2013, {
      crossCheck: 'https://www.filingsmadeeasy.com/louisiana/llc',
      note: 'Act 316 of 2013 raised the annual report fee of corporations and LLCs from $25 to $30',
      unconfirmed: newer('$35 for the annual report'),
    }),
  },
  due: { kind: 'anniversaryDate' },
});

export const LA: Jurisdiction = {
  code: 'LA',
  name: 'Louisiana',
  description:
    'For businesses operating in Louisiana: online formation through geauxBIZ and a $30 annual report due on each anniversary.',
  filingOffice: {
    name: 'Louisiana Secretary of State, Commercial Division',
    url: 'https://www.sos.la.gov/BusinessServices/',
  },
  entityTypes: {
    LLC: {
      formationDocument:
        'Articles of Organization and Initial Report (with the registered agent’s notarized affidavit)',
      formation: statute(100, '(c) limited liability company articles of organization', '$125 for LLC articles'),
      renewal: { fee: 30, description: 'Annual report, due by the anniversary of formation' },
      obligations: [annualReport('LLC')],
      filings: filings('LLC'),
    },
    CORP: {
      formationDocument: 'Articles of Incorporation and Initial Report',
      formation: statute(75, '(b) corporation articles of incorporation', '$95 for articles of incorporation'),
      renewal: { fee: 30, description: 'Annual report, due by the anniversary of incorporation' },
      obligations: [annualReport('CORP')],
      filings: filings('CORP'),
    },
  },
  processingTime: {
    businessDays: 2,
    basis: 'Online filings in 24-48 hours; regular mailed filings in 3-5 business days',
    source: source(LLC_GUIDE),
  },
  expedite: [
    {
      label: '24-hour expedite',
      businessDays: 1,
      fee: {
        amount: 30,
        source: source(LLC_GUIDE, {
          crossCheck:
            'http://formanllc.org/al/form-a-domestic-limited-liability-company-in-louisiana-louisiana-articles-of-organization-limited-liability-company/',
          unconfirmed:
            'The guides’ $30 stands in; a public dataset citing the Secretary’s 2026 fee notice gives $35 for the walk-in 24-hour expedite, not confirmed on a page read.',
        }),
      },
    },
    {
      label: 'Priority expedite (in person, while you wait)',
      businessDays: 1,
      fee: {
        amount: 50,
        source: source(LLC_GUIDE, {
          crossCheck: GUIDE_2012,
          unconfirmed:
            'The guides’ $50 stands in; a public dataset citing the Secretary’s 2026 fee notice gives $60 for the priority expedite, not confirmed on a page read.',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'La. R.S. 12:1306', CORP: 'La. R.S. 12:1-401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC', 'L.C.'],
        statute: 'La. R.S. 12:1306',
        severity: 'error',
        note: '"L.C." is the older act’s form (a 2008 guide); current guides list the first three',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'La. R.S. 12:1-401',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Office of Financial Institutions',
        statute: 'La. R.S. title 6 (Banks and Banking)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance for an insurance business',
        statute: 'La. R.S. title 22 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
