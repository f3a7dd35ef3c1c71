// Wyoming: the Secretary of State forms entities under the LLC Act (W.S. 17-29), the Business Corporation Act
// (W.S. 17-16) and the Statutory Trust Act (W.S. 17-23). One of the specification's six states: its formation and
// renewal figures are the specification's (section 9).
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://sos.wyo.gov/Business/Docs/BusinessFees.pdf';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (note: string): Source => ({ url: FEES_PAGE, readOn: READ_ON, note });
const fee = (amount: number, note: string): Fee => ({ amount, source: source(note) });
const specFee = (amount: number): Fee => ({ amount, source: source(SPEC) });

const annualReport = (type: 'LLC' | 'CORP' | 'TRUST'): ObligationRule => ({
  id: `WY-${type}-ANNUAL-REPORT`,
  title: 'Annual Report and License Tax',
  description: 'Wyoming annual report with license tax, due on the first day of the anniversary month.',
  fee: specFee(60),
  due: { kind: 'anniversaryMonth', day: 'first', everyYears: 1 },
  approximation: 'The fee is the minimum license tax; Wyoming assets above $300,000 are taxed more.',
});

const FILINGS: Filings = {
  AMENDMENT: fee(50, 'Articles of amendment.'),
  FOREIGN_QUALIFICATION: fee(150, 'Certificate of authority (registration) of a foreign entity.'),
  GOOD_STANDING: fee(5, 'Certificate of good standing.'),
  DISSOLUTION: fee(60, 'Articles of dissolution.'),
  CHANGE_OF_AGENT: {
    amount: 50,
    source: {
      ...source('Change of registered agent.'),
      unconfirmed: 'The amendment fee stands in: the change of agent’s own fee was not read on the schedule.',
    },
  },
};

const rules = (type: 'LLC' | 'CORP' | 'TRUST', formationDocument: string): EntityTypeRules => ({
  formationDocument,
  changeOfAgentForm: {
    name: 'Statement of Change of Registered Agent and/or Registered Office',
    source: {
      url: 'https://llcradar.com/change-registered-agent/wyoming/',
      readOn: '2026-11-29',
      crossCheck: 'https://formingtoday.com/steps-to-change-a-registered-agent-in-wyoming',
      note: "The Secretary of State's statement of change, downloadable from its site.",
    },
  },
  formation: specFee(100),
  renewal: { fee: 60, description: 'Annual license tax' },
  obligations: [annualReport(type)],
  filings: FILINGS,
});

export const WY: Jurisdiction = {
  code: 'WY',
  name: 'Wyoming',
  description: 'Low fees, strong privacy and no state income tax.',
  filingOffice: { name: 'Wyoming Secretary of State, Business Division', url: 'https://sos.wyo.gov/Business/' },
  entityTypes: {
    LLC: rules('LLC', 'Articles of Organization'),
    CORP: rules('CORP', 'Articles of Incorporation'),
    TRUST: rules('TRUST', 'Certificate of Trust'),
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings approved on submission (by mail 3-5 business days)',
    source: {
      url: 'https://www.llcuniversity.com/wyoming-llc/forms/',
      readOn: '2026-11-23',
      crossCheck: 'https://sos.wyo.gov/Business/',
    },
  },
  // Online filings are approved on submission: the Secretary sells no expedite.
  expedite: [],
  names: {
    distinguishable: { LLC: 'W.S. 17-29-108', CORP: 'W.S. 17-16-401', TRUST: 'W.S. 17-23 (Statutory Trust Act)' },
    designators: {
      LLC: { forms: ULLCA_LLC_FORMS, statute: 'W.S. 17-29-108(a)', severity: 'error' },
      CORP: { forms: CORPORATE_FORMS, statute: 'W.S. 17-16-401(a)(i)', severity: 'error' },
    },
    words: [
      {
        words: BANK,
        severity: 'warning',
        reason: 'may be used only by a bank chartered or authorised by the Division of Banking',
        statute: 'W.S. title 13 (Banks, Banking and Finance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: TRUST,
        severity: 'warning',
        reason: 'may be used only by a trust company chartered by the Division of Banking',
        statute: 'W.S. title 13 (Banks, Banking and Finance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'W.S. title 26 (Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education for a school conferring degrees',
        statute: 'W.S. title 21 (Education)',
      },
    ],
  },
  statusCertificateAfterDissolution: true,
};
