// California: the Secretary of State forms entities under the Corporations Code; the Franchise Tax Board collects
// the $800 minimum franchise tax. One of the specification's six states: its formation and renewal figures are the
// specification's (section 9). California forms no statutory trusts or series LLCs.
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, LLCS, TRUST } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://www.sos.ca.gov/business-programs/business-entities/forms';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (note: string): Source => ({ url: FEES_PAGE, readOn: READ_ON, note });
const fee = (amount: number, note: string): Fee => ({ amount, source: source(note) });
const specFee = (amount: number): Fee => ({ amount, source: source(SPEC) });

const franchiseTax = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `CA-${type}-FRANCHISE-TAX`,
  title: 'Annual Franchise Tax',
  description:
    'California annual franchise tax: by the 15th day of the 4th month of the first taxable year, then each April 15.',
  fee: specFee(800),
  due: { kind: 'fourthMonthThenFixed', month: 4, day: 15 },
  approximation: 'Taxable years are calendar years; the 15-day rule for entities formed late in a year is not applied.',
});

const LLC_STATEMENT: ObligationRule = {
  id: 'CA-LLC-STATEMENT',
  title: 'Statement of Information',
  description:
    'California statement of information: within 90 days of formation, then every two years by the end of the anniversary month.',
  fee: fee(20, 'Statement of Information (Form LLC-12), $20.'),
  feeNote: 'Biennial statement filing fee',
  due: { kind: 'initialThenAnniversaryMonthEnd', days: 90, everyYears: 2 },
};

const CORP_STATEMENT: ObligationRule = {
  id: 'CA-CORP-STATEMENT',
  title: 'Statement of Information',
  description:
    'California statement of information: within 90 days of incorporation, then every year by the end of the anniversary month.',
  fee: fee(25, 'Statement of Information (Form SI-550), $25.'),
  feeNote: 'Statement of information filing fee',
  due: { kind: 'initialThenAnniversaryMonthEnd', days: 90, everyYears: 1 },
  approximation: 'The catalog words the statement as biennial ($20); corporations file it yearly ($25).',
};

const filings = (amendment: number, foreign: number): Filings => ({
  AMENDMENT: fee(amendment, 'Certificate or articles of amendment.'),
  FOREIGN_QUALIFICATION: fee(foreign, 'Application to register (or statement and designation by) a foreign entity.'),
  GOOD_STANDING: fee(5, 'Certificate of status.'),
  DISSOLUTION: fee(0, 'Certificate of dissolution or cancellation: no fee.'),
  CHANGE_OF_AGENT: {
    amount: 0,
    source: {
      ...source('A new agent is named on a statement of information.'),
      unconfirmed:
        'No fee is taken as standing: a statement filed outside the filing period to change the agent was not priced on the page read.',
    },
  },
});

const RENEWAL = { fee: 800, description: 'Annual franchise tax plus $20 biennial statement' };

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form LLC-1)',
  changeOfAgentForm: {
    name: 'Statement of Information (Form LLC-12)',
    source: {
      url: 'https://llcattorney.com/states/ca/change-registered-agent-california',
      readOn: '2026-11-29',
      crossCheck: 'https://www.northwestregisteredagent.com/registered-agent/california/change',
      note: 'A new agent for service of process is named on a new Statement of Information.',
    },
  },
  formation: specFee(70),
  renewal: RENEWAL,
  obligations: [franchiseTax('LLC'), LLC_STATEMENT],
  filings: filings(30, 70),
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation (Form ARTS-GS)',
  changeOfAgentForm: {
    name: 'Statement of Information (Corporation)',
    source: {
      url: 'https://www.northwestregisteredagent.com/registered-agent/california/change',
      readOn: '2026-11-29',
      crossCheck: 'https://legalclarity.org/how-to-change-registered-agent-in-california',
      note: 'A corporation names a new agent for service of process on a new Statement of Information; no fee outside its filing period.',
    },
  },
  formation: specFee(100),
  renewal: RENEWAL,
  obligations: [franchiseTax('CORP'), CORP_STATEMENT],
  filings: filings(30, 100),
};

export const CA: Jurisdiction = {
  code: 'CA',
  name: 'California',
  description: 'For businesses operating in California.',
  filingOffice: {
    name: 'California Secretary of State, Business Programs Division',
    url: 'https://www.sos.ca.gov/business-programs/business-entities',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 8,
    basis: 'Online filing 3-8 business days (by mail 2-3 weeks); no expedite for online LLC filings',
    source: {
      url: 'https://persuasion-nation.com/how-long-does-it-take-to-get-an-llc-in-california/',
      readOn: '2026-11-23',
      crossCheck: 'https://www.sos.ca.gov/business-programs/business-entities',
    },
  },
  // Online filings have no expedite; the counter's preclearance service is not offered here.
  expedite: [],
  names: {
    distinguishable: {
      LLC: 'Cal. Corp. Code § 17701.08(b)',
      CORP: 'Cal. Corp. Code § 201',
      TRUST: 'Cal. Corp. Code § 201',
    },
    designators: {
      LLC: {
        forms: [
          'LLC',
          'L.L.C.',
          'Limited Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Liability Company',
        ],
        statute: 'Cal. Corp. Code § 17701.08(a)',
        severity: 'error',
      },
      CORP: {
        forms: ['Inc.', 'Incorporated', 'Corp.', 'Corporation', 'Ltd.', 'Limited'],
        statute: 'Cal. Corp. Code § 201',
        severity: 'warning',
        note: 'California requires it when the name is a person’s name; adding one avoids a refusal',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'incorporated', 'inc', 'corporation', 'corp', 'insurer', 'insurance company'],
        severity: 'error',
        reason: 'cannot be part of a California LLC name',
        statute: 'Cal. Corp. Code § 17701.08(e)',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason:
          'needs a certificate of approval from the Commissioner of Financial Protection and Innovation attached to the articles',
        statute: 'Cal. Corp. Code § 201',
        entityTypes: ['CORP'],
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'Cal. Ins. Code',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Bureau for Private Postsecondary Education for a degree-granting school',
        statute: 'Cal. Educ. Code (Private Postsecondary Education Act)',
      },
    ],
  },
  statusCertificateAfterDissolution: true,
};
