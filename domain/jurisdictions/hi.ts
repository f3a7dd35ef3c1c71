// Hawaii: the Department of Commerce and Consumer Affairs' Business Registration Division (BREG) forms entities;
// the annual report is due by the end of the calendar quarter of the anniversary. The statutes set ceilings
// (HRS §§ 414-13, 428-1301) that the director may lower by rule, and BREG charges less for some filings.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const LLC_FEES = 'https://self-law.org/code/hi/chapter-428/part-xiii';
const LLC_FEES_2 = 'https://www.lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_428-1301';
const CORP_FEES = 'https://self-law.org/code/hi/chapter-414/414-13';
const BREG_GUIDE = 'http://llcinfo.com/start-an-llc/hawaii/';
const AGENT_FEES = 'https://lexace.ai/us/statute/hawaii/425R-2';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';

const statute =
  (url: string, section: string, crossCheck?: string) =>
  (amount: number, item: string): Fee => ({
    amount,
    source: source(url, { ...(crossCheck ? { crossCheck } : {}), note: `HRS § ${section}, ${item}` }),
  });
const llcFee = statute(LLC_FEES, '428-1301(a)', LLC_FEES_2);
const corpFee = statute(CORP_FEES, '414-13(a)');

const CHANGE_OF_AGENT: Fee = {
  amount: 25,
  source: source(AGENT_FEES, {
    crossCheck: 'https://statepedia.org/us/change-registered-agent/hawaii',
    note: 'HRS § 425R-2(a)(3): statement of change, $25 for each affected entity',
  }),
};

const LLC_FILINGS: Filings = {
  AMENDMENT: llcFee(25, 'articles of amendment'),
  FOREIGN_QUALIFICATION: llcFee(
    100,
    'application for certificate of authority (the statutory ceiling; BREG may charge less)',
  ),
  GOOD_STANDING: llcFee(5, 'good standing certificate'),
  DISSOLUTION: llcFee(25, 'articles of termination'),
  CHANGE_OF_AGENT,
};
const CORP_FILINGS: Filings = {
  AMENDMENT: corpFee(25, 'articles of amendment'),
  FOREIGN_QUALIFICATION: corpFee(100, 'application for a certificate of authority (the statutory ceiling)'),
  GOOD_STANDING: corpFee(5, 'good standing certificate'),
  DISSOLUTION: corpFee(25, 'articles of dissolution'),
  CHANGE_OF_AGENT,
};

const FORMATION: Fee = {
  amount: 51,
  source: source(BREG_GUIDE, {
    note: '$50 filing fee plus the $1 State Archives fee BREG collects; HRS § 428-1301 allows up to $100',
  }),
};

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `HI-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Hawaii annual report, due by the end of the calendar quarter that holds the anniversary of formation.',
  fee: {
    amount: 15,
    source: source(BREG_GUIDE, {
      crossCheck: STATE_ENTITIES_DATA,
      note: '$15 in the fee schedule (the statutes allow up to $25, HRS §§ 414-13(a)(7), 428-1301(a)(8)); a public dataset reads a 2026 DCCA notice as charging $12.50 online',
    }),
  },
  lateFee: {
    amount: 10,
    varies: '$10 for each delinquent year',
    source: source(STATE_ENTITIES_DATA, {
      note: 'A public dataset of state filing fees, read from a DCCA notice on 2026-10-10: $10 late fee per delinquent year filed online; a single source',
    }),
  },
  due: { kind: 'anniversaryQuarterEnd' },
});

export const HI: Jurisdiction = {
  code: 'HI',
  name: 'Hawaii',
  description:
    'For businesses operating in Hawaii: a $51 formation and a $15 annual report due in the quarter of the anniversary.',
  filingOffice: {
    name: 'Hawaii Department of Commerce and Consumer Affairs, Business Registration Division',
    url: 'https://cca.hawaii.gov/breg/',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: FORMATION,
      renewal: { fee: 15, description: 'Annual report, due by the end of the anniversary quarter' },
      obligations: [annualReport('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 51,
        source: source(STATE_ENTITIES_DATA, {
          crossCheck: CORP_FEES,
          note: 'A public dataset of state filing fees reads $50 from BREG’s corporation fee page (cca.hawaii.gov/breg/registration/dpc/fees) on 2026-10-10; the $1 State Archives fee is added as for LLCs (HRS § 414-13 allows up to $100)',
        }),
      },
      renewal: { fee: 15, description: 'Annual report, due by the end of the anniversary quarter' },
      obligations: [annualReport('CORP')],
      filings: CORP_FILINGS,
    },
  },
  processingTime: {
    businessDays: 7,
    basis: 'Regular processing 5-7 business days, depending on workload',
    source: source(BREG_GUIDE),
  },
  expedite: [
    {
      label: 'Expedited (special handling)',
      businessDays: 3,
      fee: {
        amount: 25,
        source: source(BREG_GUIDE, {
          crossCheck: LLC_FEES,
          note: 'HRS § 428-1301(a)(16): special handling fee for review of any record, $25; no turnaround is published, so three business days is an estimate',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'HRS § 428-105(b)', CORP: 'HRS § 414-51' },
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
        statute: 'HRS § 428-105(a)',
        severity: 'error',
        note: '"Limited" may be abbreviated "Ltd." and "company" "Co."; letters of the English alphabet only',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Limited', 'Corp.', 'Inc.', 'Ltd.'],
        statute: 'HRS § 414-51',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Division of Financial Institutions',
        statute: 'HRS ch. 412 (Code of Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'HRS ch. 431 (Insurance Code)',
      },
    ],
  },
  // Not confirmed: no page read says whether BREG certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
