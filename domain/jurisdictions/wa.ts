// Washington: the Secretary of State's Corporations and Charities Division forms LLCs (RCW 25.15) and corporations
// (RCW 23B) under the Uniform Business Organizations Code (RCW 23.95). Every entity files an initial report within
// 120 days and an annual report by the end of its anniversary month; fees are set by rule (WAC 434-112).
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

const LLC_ATLAS = 'https://llcatlas.com/llc/washington/';
const LLC_INFO = 'https://llcinfo.com/start-an-llc/washington-llc';
const REFERENCE = 'https://reference180.com/how-to-form-an-llc-in-washington/';
const RCW_23_95_260 =
  'https://lawfilesext.leg.wa.gov/law/RCW%20Supplement/RCW%20%2023%20%20TITLE/RCW%20%2023%20.%2095%20%20CHAPTER/RCW%20%2023%20.%2095%20.260.htm';

const initialReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `WA-${type}-INITIAL-REPORT`,
  title: 'Initial Report',
  description: 'Washington initial report, due within 120 days of formation (free when filed with the formation).',
  fee: fee(
    10,
    source(LLC_ATLAS, {
      crossCheck: REFERENCE,
      note: 'Initial Report within 120 days: free with the formation, $10 when filed later.',
    }),
    'Free when filed with the formation; $10 when filed later',
  ),
  due: { kind: 'onceWithinDays', days: 120 },
});

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `WA-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Washington annual report, due by the last day of the anniversary month each year.',
  fee: fee(
    70,
    source(LLC_ATLAS, {
      crossCheck: 'https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report',
      note: '$70 since the 2023 fee increase (WSR 23-11-158 proposed it); guides written before it give $60, $69 or $71.',
    }),
  ),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation:
    type === 'LLC'
      ? 'One guide gives the anniversary date itself; two give the end of the anniversary month, which is kept.'
      : 'Read for LLCs; corporations renew on the same anniversary-month schedule.',
});

const formationFee = (what: string, crossCheck: string) =>
  fee(
    200,
    source('https://legalzoom.com/articles/how-much-is-an-llc-in-washington', {
      crossCheck,
      note: `${what}: $200 online (the $180 filing fee and the online processing fee), $180 by mail.`,
    }),
  );

const filings = {
  AMENDMENT: fee(
    30,
    source('https://legalclarity.org/filing-articles-of-amendment-in-washington-state-what-to-know', {
      note: 'UNVERIFIED: the amendment fee is set by rule (WAC 434-112-085) and was on no page read; $30 is the figure the Division has charged, to be confirmed.',
    }),
  ),
  FOREIGN_QUALIFICATION: fee(
    200,
    source(REFERENCE, {
      crossCheck: LLC_ATLAS,
      note: 'Foreign registration, $180 on the paper schedule; online filings add the same processing fee as formations ($180 + $20).',
    }),
  ),
  GOOD_STANDING: fee(
    20,
    source(
      'https://lawfilesext.leg.wa.gov/Law/WACArchive/2020/htm/WAC%20434%20%20TITLE/WAC%20434%20-112%20%20CHAPTER/WAC%20434%20-112%20-090.htm',
      { note: 'WAC 434-112-090(2)(b): certificate of existence without complete historical data, $20 (2020 text).' },
    ),
  ),
  DISSOLUTION: fee(
    0,
    source(RCW_23_95_260, {
      crossCheck: REFERENCE,
      note: 'RCW 23.95.260(2)(b): no fee for filing articles of dissolution.',
    }),
  ),
  CHANGE_OF_AGENT: fee(
    0,
    source('https://statutes.laws.com/washington/title-23b/23b-01/23b-01-220', {
      note: 'No separate fee when the change is made on the initial or annual report (RCW 23B.01.220(3)(i)); a standalone statement of change has a rule fee that was not read.',
    }),
  ),
};

const LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Formation — Limited Liability Company',
  formation: formationFee('Certificate of Formation', LLC_ATLAS),
  renewal: { fee: 70, description: 'Annual report, due by the end of the anniversary month' },
  obligations: [initialReport('LLC'), annualReport('LLC')],
  filings,
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Profit Corporation',
  formation: fee(
    200,
    source('https://statutes.laws.com/washington/title-23b/23b-01/23b-01-220', {
      crossCheck: 'http://lawfilesext.leg.wa.gov/law/wsr/2009/06/09-06-036.htm',
      note: 'RCW 23B.01.220(2): $175, raised $5 from 2009 (WSR 09-06-036) to $180; online filings add the processing fee read for LLCs ($200 in all).',
    }),
  ),
  renewal: { fee: 70, description: 'Annual report, due by the end of the anniversary month' },
  obligations: [initialReport('CORP'), annualReport('CORP')],
  filings,
};

export const WA: Jurisdiction = {
  code: 'WA',
  name: 'Washington',
  description:
    'No personal or corporate income tax (a gross receipts tax instead), for businesses operating in Washington.',
  filingOffice: {
    name: 'Washington Secretary of State, Corporations and Charities Division',
    url: 'https://www.sos.wa.gov/corporations-charities',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 5,
    basis: 'Online filings typically within five business days (other guides: 2-3)',
    source: source('https://legalzoom.com/articles/how-much-is-an-llc-in-washington', { crossCheck: LLC_INFO }),
  },
  expedite: [
    {
      label: 'Expedited (24 hours)',
      businessDays: 1,
      fee: fee(
        50,
        source('https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report', {
          crossCheck: REFERENCE,
          note: '24-hour expedite +$50 (same day +$100). The older schedule gave $50 by mail and $20 online; the 2023 rule raised expedite fees.',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'RCW 23.95.300', CORP: 'RCW 23.95.300' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Liability Co.', 'LLC', 'L.L.C.'],
        statute: 'RCW 23.95.305',
        severity: 'error',
        note: 'Read on https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report',
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'RCW 23.95.305', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Institutions',
        statute: 'RCW title 30A (Banks and Trust Companies)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'RCW title 48 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
