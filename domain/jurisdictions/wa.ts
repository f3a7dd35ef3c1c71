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
const FEE_SCHEDULE =
  'https://www.sos.wa.gov/corporations-charities/frequently-asked-questions-faqs/fee-schedules-priority-services';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const VIA_DATASET = `read through a public dataset of state filing fees that quotes the Secretary's fee schedule (${STATE_ENTITIES_DATA})`;
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
    source(FEE_SCHEDULE, {
      crossCheck: LLC_ATLAS,
      note: `$70 since the 2023 fee increase (WSR 23-11-158 proposed it), ${VIA_DATASET}; guides written before it give $60, $69 or $71.`,
    }),
  ),
  lateFee: fee(
    25,
    source(FEE_SCHEDULE, {
      note: `The annual report with the delinquency fee is $95 in all, ${VIA_DATASET}; a single source.`,
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
      note: `${what}: $200 online (the $180 filing fee and the online processing fee), $180 by mail; the Secretary's fee schedule gives the $180 filing fee, ${VIA_DATASET}.`,
    }),
  );

const filings = {
  AMENDMENT: fee(
    30,
    source('https://legalclarity.org/filing-articles-of-amendment-in-washington-state-what-to-know', {
      unconfirmed:
        'The $30 the Division has charged stands in; the amendment fee is set by rule (WAC 434-112-085) and no page read gives it.',
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
      note: 'No separate fee when the change is made on the initial or annual report (RCW 23B.01.220(3)(i))',
      unconfirmed:
        'The free change on an annual report stands in; a standalone statement of change has a fee set by rule (WAC 434-112-085) that no page read gives.',
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
  // The Secretary's 2026 schedule (as the dataset reads it) is newer than the rule text read (WAC 434-112-080, 2023:
  // $50 to expedite a mailed record within two working days), so its figures are kept.
  expedite: [
    {
      label: 'Expedited (about 3 working days)',
      businessDays: 3,
      fee: fee(
        100,
        source(FEE_SCHEDULE, {
          crossCheck: 'https://apps.leg.wa.gov/wac/default.aspx?cite=434-112-080',
          note: `$100 per entity, generally within three working days ($100 more by mail), ${VIA_DATASET}; a single source for the amount`,
        }),
      ),
    },
    {
      label: 'Same day',
      businessDays: 0,
      fee: fee(
        150,
        source(FEE_SCHEDULE, {
          note: `$150 per entity, ${VIA_DATASET}; a single source for the amount`,
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
  // Not confirmed: WAC 434-112-090 prices certificates of 'any fact on record', but no page read says the Secretary
  // certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
