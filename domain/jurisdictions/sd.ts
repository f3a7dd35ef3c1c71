// South Dakota: the Secretary of State forms entities under SDCL 47-34A (LLCs) and 47-1A (corporations). One of the
// specification's six states: its formation and renewal figures are the specification's (section 9).
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://sdsos.gov/business-services/corporations/corporations-fees.aspx';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (note: string): Source => ({ url: FEES_PAGE, readOn: READ_ON, note });
const fee = (amount: number, note: string): Fee => ({ amount, source: source(note) });
const specFee = (amount: number): Fee => ({ amount, source: source(SPEC) });

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `SD-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'South Dakota annual report, due in the anniversary month (SDCL 59-11-25).',
  fee: specFee(55),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation: 'Entities that chose the January 31 filing date are not modelled.',
});

const FILINGS: Filings = {
  AMENDMENT: fee(60, 'Articles of amendment.'),
  FOREIGN_QUALIFICATION: fee(750, 'Certificate of authority of a foreign entity.'),
  GOOD_STANDING: fee(20, 'Certificate of good standing.'),
  DISSOLUTION: fee(60, 'Articles of dissolution (termination).'),
  CHANGE_OF_AGENT: {
    amount: 60,
    source: {
      ...source('Change of registered agent.'),
      unconfirmed: 'The amendment fee stands in: the change of agent’s own fee was not read on the schedule.',
    },
  },
};

const rules = (type: 'LLC' | 'CORP', formationDocument: string): EntityTypeRules => ({
  formationDocument,
  formation: specFee(150),
  renewal: { fee: 55, description: 'Annual report' },
  obligations: [annualReport(type)],
  filings: FILINGS,
});

export const SD: Jurisdiction = {
  code: 'SD',
  name: 'South Dakota',
  description: 'No state income tax and modern trust law.',
  filingOffice: {
    name: 'South Dakota Secretary of State, Business Services',
    url: 'https://sdsos.gov/business-services/',
  },
  entityTypes: {
    LLC: rules('LLC', 'Articles of Organization'),
    CORP: rules('CORP', 'Articles of Incorporation'),
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings approved at once (by mail 3-5 business days)',
    source: {
      url: 'https://llcformations.com/south-dakota-llc/articles-of-organization/',
      readOn: '2026-11-23',
      crossCheck: 'https://sdsos.gov/business-services/',
    },
  },
  // Online filings are approved at once: no expedite is sold.
  expedite: [],
  names: {
    distinguishable: { LLC: 'SDCL 47-34A-105(b)', CORP: 'SDCL 47-1A-401(b)', TRUST: 'SDCL 47-34A-105(b)' },
    designators: {
      LLC: {
        forms: [...ULLCA_LLC_FORMS, 'Ltd. Co.', 'Limited Co.', 'Ltd. Company'],
        statute: 'SDCL 47-34A-105(a)',
        severity: 'error',
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'SDCL 47-1A-401(a)(1)', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only with the approval of the Division of Banking',
        statute: 'SDCL title 51A (Banks)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Division of Insurance for an insurance business',
        statute: 'SDCL title 58 (Insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Board of Regents for a degree-granting school',
        statute: 'SDCL title 13 (Education)',
      },
    ],
  },
  statusCertificateAfterDissolution: true,
};
