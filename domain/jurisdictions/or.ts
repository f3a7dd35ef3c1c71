// Oregon: the Secretary of State's Corporation Division forms LLCs (ORS ch. 63) and corporations (ORS ch. 60). One
// fee statute (ORS 56.140) sets $100 for a domestic entity's formation, annual report and every related filing, and
// $275 for a foreign entity's application and each of its annual reports.
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, LLCS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

const ORS_56_140 = 'https://www.oregonlaws.org/ors/56.140';
const ORS_56_140_2021 = 'https://instalawyer.io/laws/2021-oregon-revised-statutes/section-56140-fees-waiver';
const statuteFee = (amount: number, note: string, crossCheck = ORS_56_140_2021) =>
  fee(amount, source(ORS_56_140, { crossCheck, note }));

const annualReport = (type: 'LLC' | 'CORP', foreign: boolean): ObligationRule => ({
  id: `OR-${type}-${foreign ? 'FOREIGN-' : ''}ANNUAL-REPORT`,
  title: 'Annual Report',
  description: `Oregon annual report${foreign ? ' of a foreign entity' : ''}, due by each anniversary of ${foreign ? 'its registration' : 'formation'}.`,
  fee: statuteFee(
    foreign ? 275 : 100,
    foreign
      ? 'ORS 56.140(3): $275 for annual reports of entities holding authority to transact business.'
      : 'ORS 56.140(2): $100 for annual reports of domestic entities.',
    type === 'LLC'
      ? 'https://www.upcounsel.com/oregon-llc-annual-report'
      : 'https://reference180.com/how-to-incorporate-in-oregon/',
  ),
  due: { kind: 'anniversaryDate' },
});

// Due "by the limited liability company's anniversary" (ORS 63.787(1), https://oregon.public.law/statutes/ors_63.787);
// dissolved 45 days after it is missed.
const filings = (type: 'LLC' | 'CORP') => ({
  AMENDMENT: statuteFee(100, 'ORS 56.140(2): $100 for any other related document a domestic entity files.'),
  FOREIGN_QUALIFICATION: statuteFee(275, 'ORS 56.140(3): application for authority to transact business, $275.'),
  GOOD_STANDING: fee(
    10,
    source('https://oregon.public.law/rules/oar_160-005-0005', {
      crossCheck: 'https://regulations.justia.com/states/oregon/chapter-160/division-5/section-160-005-0005',
      note: 'OAR 160-005-0005(7): Certificate of Existence, $10.',
    }),
  ),
  DISSOLUTION: fee(
    100,
    source(
      type === 'LLC'
        ? 'https://info.legalzoom.com/oregon-llc-dissolution-forms-instructions-23328.html'
        : 'https://reference180.com/how-to-incorporate-in-oregon/',
      { crossCheck: ORS_56_140, note: 'Articles of dissolution, $100 (ORS 56.140(2), a related document).' },
    ),
  ),
  CHANGE_OF_AGENT: fee(
    0,
    source('https://www.llcoregon.org/ongoing-requirements/change-agent/', {
      crossCheck: 'https://venturesmarter.com/change-registered-agent/oregon/',
      note: 'Statement of change of registered agent: no fee. One guide (howtostartabusiness.org) gives $5 and $50 in the same page; the two that agree are kept.',
    }),
  ),
});

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Limited Liability Company',
  formation: statuteFee(
    100,
    'ORS 56.140(1)(d): articles of organization, $100.',
    'https://www.llcoregon.org/launch-llc/filing-document/',
  ),
  renewal: { fee: 100, description: 'Annual report, due each anniversary of formation' },
  obligations: [annualReport('LLC', false)],
  foreignObligations: [annualReport('LLC', true)],
  filings: filings('LLC'),
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Business/Professional Corporation',
  formation: statuteFee(
    100,
    'ORS 56.140(1)(b): articles of incorporation, $100.',
    'https://reference180.com/how-to-incorporate-in-oregon/',
  ),
  renewal: { fee: 100, description: 'Annual report, due each anniversary of incorporation' },
  obligations: [annualReport('CORP', false)],
  foreignObligations: [annualReport('CORP', true)],
  filings: filings('CORP'),
};

export const OR: Jurisdiction = {
  code: 'OR',
  name: 'Oregon',
  description:
    'No sales tax and online approval in days; a $100 annual report on each anniversary, for businesses operating in Oregon.',
  filingOffice: {
    name: 'Oregon Secretary of State, Corporation Division',
    url: 'https://sos.oregon.gov/business/Pages/obr-dllc-registration.aspx',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 3,
    basis: 'Online filings approved in 2-3 business days (by mail 4-6 weeks); the office sells no expedite',
    source: source('https://www.llcuniversity.com/oregon-llc/articles-of-organization-mail/', {
      crossCheck: 'https://llciyo.com/oregon-llc-formation-your-complete-timeline-guide',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'ORS 63.094(4)', CORP: 'ORS 60.094' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'ORS 63.094(1)',
        severity: 'error',
      },
      CORP: {
        forms: ['Incorporated', 'Corporation', 'Company', 'Limited', 'Inc.', 'Corp.', 'Co.', 'Ltd.'],
        statute: 'ORS 60.094',
        severity: 'error',
        note: 'Read on https://reference180.com/how-to-incorporate-in-oregon/',
      },
    },
    words: [
      {
        words: [
          'cooperative',
          'corporation',
          'corp.',
          'incorporated',
          'Inc.',
          'limited partnership',
          'L.P.',
          'LP',
          'Ltd.',
          'limited liability partnership',
          'L.L.P.',
          'LLP',
        ],
        severity: 'error',
        reason: 'may not appear in a limited liability company name',
        statute: 'ORS 63.094(2)',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, 'banc'],
        severity: 'warning',
        reason: 'may be used only by a bank, with the approval of the Division of Financial Regulation',
        statute: 'ORS ch. 706 (Banking); read on https://www.incfile.com/oregon-llc/how-to-name-your-llc/',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
