// Utah: the Department of Commerce's Division of Corporations and Commercial Code forms LLCs (Uniform Limited
// Liability Company Act, Utah Code ch. 48-3a) and corporations (Revised Business Corporation Act, ch. 16-10a). Fees
// follow the Division's yearly fee schedule (fiscal year 2026 from 1 July 2025); every entity renews each year.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** A guide quoting the Division's fiscal year 2026 fee schedule line by line. */
const FY2026 = 'https://www.zenind.com/help/post/how-much-does-an-llc-cost-in-utah-';
const FY2026_OTHER = 'https://www.zenind.com/help/post/utah-llc-filing-fees-and-requirements-2026-guide';
const CORP_FY2026 = 'https://legalclarity.org/utah-articles-of-incorporation-requirements-and-filing/';
const HARBOR_RENEWAL = 'https://www.harborcompliance.com/information/utah-annual-report';

const schedule = (amount: number, note: string, crossCheck = FY2026_OTHER) =>
  fee(amount, source(FY2026, { crossCheck, note }));

const renewal = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `UT-${type}-ANNUAL-RENEWAL`,
  title: 'Annual Renewal',
  description: 'Utah annual renewal (annual report), due by the end of the anniversary month each year.',
  fee: schedule(
    18,
    type === 'LLC'
      ? 'Annual report/renewal, $18 (fiscal year 2026).'
      : 'Annual report/renewal, $18 (fiscal year 2026), for corporations as for LLCs, as a public dataset of state filing fees reads the Division’s current fee schedule (https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js).',
    type === 'LLC' ? 'https://www.llcuniversity.com/utah-llc/annual-report/' : HARBOR_RENEWAL,
  ),
  lateFee: schedule(10, 'Late renewal fee, $10.', 'https://venturesmarter.com/how-much-does-an-llc-cost/utah/'),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation:
    'Harbor Compliance gives the end of the anniversary month (Utah Code §§ 16-10a-1607, 48-3a-212); another guide gives the anniversary date itself, which is earlier.',
});

const filings = {
  AMENDMENT: schedule(17, 'Amendment or online change filing, $17.', CORP_FY2026),
  GOOD_STANDING: schedule(
    12,
    'Certificate of existence, short form, $12 (long form $20).',
    'https://llc.services/llc-cost/utah',
  ),
  DISSOLUTION: fee(
    17,
    source(FY2026, {
      unconfirmed:
        'The $17 of an amendment or online change filing stands in; the dissolution line was cut off in the schedule as read.',
    }),
  ),
  CHANGE_OF_AGENT: schedule(
    17,
    'Amendment or online change filing, $17; a registered agent change made with the annual renewal costs nothing more (https://legalbeagle.com/12719944-how-to-renew-an-llc-in-utah.html).',
  ),
};

const LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Organization — Limited Liability Company',
  formation: schedule(59, 'Certificate of Organization, $59 (fiscal year 2026).'),
  renewal: { fee: 18, description: 'Annual renewal, due by the end of the anniversary month' },
  obligations: [renewal('LLC')],
  filings: {
    ...filings,
    FOREIGN_QUALIFICATION: schedule(59, 'Foreign LLC registration, $59.'),
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Profit Corporation',
  formation: fee(
    59,
    source(CORP_FY2026, {
      note: 'Articles of Incorporation, $59, citing the Department of Commerce fiscal year 2026 fee schedule (older guides give $70).',
    }),
  ),
  renewal: { fee: 18, description: 'Annual renewal, due by the end of the anniversary month' },
  obligations: [renewal('CORP')],
  filings: {
    ...filings,
    FOREIGN_QUALIFICATION: fee(
      59,
      source(CORP_FY2026, {
        unconfirmed:
          'The $59 of domestic articles stands in, as a foreign LLC also pays $59; the foreign corporation line was not read (older guides give $70 for both).',
      }),
    ),
  },
};

export const UT: Jurisdiction = {
  code: 'UT',
  name: 'Utah',
  description: 'Low fees, online approval within a day and an $18 yearly renewal, for businesses operating in Utah.',
  filingOffice: {
    name: 'Utah Department of Commerce, Division of Corporations and Commercial Code',
    url: 'https://corporations.utah.gov/',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings about 1 business day (by mail or fax about 14 business days)',
    source: source('http://rcdii.com/utah-articles-of-incorporation.html', { crossCheck: CORP_FY2026 }),
  },
  expedite: [
    {
      label: 'Expedited (24-48 hours)',
      businessDays: 2,
      fee: schedule(
        75,
        'Expedited processing, $75 per filing.',
        'https://www.leaplaw.com/blawg/pub/pubMain.cfm?LID=45',
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'Utah Code § 48-3a-108', CORP: 'Utah Code § 16-10a-401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'Utah Code § 48-3a-108',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Corp.', 'Inc.', 'Co.'],
        statute: 'Utah Code § 16-10a-401',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Institutions',
        statute: 'Utah Code title 7 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Insurance Department',
        statute: 'Utah Code title 31A (Insurance Code)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Division certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
