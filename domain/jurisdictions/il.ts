// Illinois: the Secretary of State forms entities under the LLC Act (805 ILCS 180) and the Business Corporation Act
// (805 ILCS 5). One of the specification's six states: its formation and renewal figures are the specification's
// (section 9), among them the series LLC's $400 per series.
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, EDUCATION, INSURANCE, LLCS, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://www.ilsos.gov/departments/business_services/fees.html';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (note: string): Source => ({ url: FEES_PAGE, readOn: READ_ON, note });
const fee = (amount: number, note: string, varies?: string): Fee => ({
  amount,
  source: source(note),
  ...(varies ? { varies } : {}),
});
const specFee = (amount: number): Fee => ({ amount, source: source(SPEC) });

const annualReport = (type: 'LLC' | 'SERIES_LLC' | 'CORP'): ObligationRule => ({
  id: `IL-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Illinois annual report, due before the first day of the anniversary month.',
  fee: specFee(75),
  due: { kind: 'beforeAnniversaryMonth' },
  ...(type === 'CORP'
    ? { approximation: 'Illinois franchise tax depends on paid-in capital: the fee is the report fee only.' }
    : {}),
});

const changeOfAgent: Fee = {
  amount: 25,
  source: {
    ...source('Statement of change of registered agent or office.'),
    unconfirmed: 'The good-standing certificate’s fee stands in: the change of agent’s own fee was not read.',
  },
};

const LLC_FILINGS: Filings = {
  AMENDMENT: fee(150, 'Articles of amendment of an LLC.'),
  FOREIGN_QUALIFICATION: fee(150, 'Application for admission to transact business (foreign LLC).'),
  GOOD_STANDING: fee(25, 'Certificate of good standing.'),
  DISSOLUTION: fee(5, 'Articles of dissolution.'),
  CHANGE_OF_AGENT: changeOfAgent,
};

const RENEWAL = { fee: 75, description: 'Annual report' };

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form LLC-5.5)',
  formation: specFee(150),
  renewal: RENEWAL,
  obligations: [annualReport('LLC')],
  filings: LLC_FILINGS,
};

export const IL: Jurisdiction = {
  code: 'IL',
  name: 'Illinois',
  description: 'Series LLC friendly, for businesses operating in Illinois.',
  filingOffice: {
    name: 'Illinois Secretary of State, Department of Business Services',
    url: 'https://www.ilsos.gov/departments/business_services/home.html',
  },
  entityTypes: {
    LLC,
    CORP: {
      formationDocument: 'Articles of Incorporation (Form BCA-2.10)',
      formation: specFee(150),
      renewal: RENEWAL,
      obligations: [annualReport('CORP')],
      filings: {
        AMENDMENT: fee(50, 'Articles of amendment of a corporation.'),
        FOREIGN_QUALIFICATION: fee(
          175,
          'Application for authority: $150 with the initial franchise tax.',
          'Franchise tax varies with paid-in capital',
        ),
        GOOD_STANDING: fee(25, 'Certificate of good standing.'),
        DISSOLUTION: fee(5, 'Articles of dissolution.'),
        CHANGE_OF_AGENT: changeOfAgent,
      },
    },
    SERIES_LLC: {
      ...LLC,
      formationDocument: 'Articles of Organization (Form LLC-5.5) with series provisions',
      seriesFee: specFee(400),
      obligations: [annualReport('SERIES_LLC')],
    },
  },
  processingTime: {
    businessDays: 10,
    basis: 'Standard processing 10 business days (expedited 24-48 hours for $100)',
    source: {
      url: 'https://bestllcservices.co/illinois-llc-articles-of-organization/',
      readOn: '2026-11-23',
      crossCheck: 'https://www.cyberdriveillinois.com/departments/business_services/organization/llc_instructions.html',
    },
  },
  expedite: [
    {
      label: 'Expedited (24-48 hours)',
      businessDays: 2,
      fee: {
        amount: 100,
        source: {
          url: 'https://bestllcservices.co/illinois-llc-articles-of-organization/',
          readOn: '2026-11-23',
          note: 'Expedited processing in 24-48 hours for $100, on top of the filing fee.',
        },
      },
    },
  ],
  names: {
    distinguishable: {
      LLC: '805 ILCS 180/1-10(a)',
      CORP: '805 ILCS 5/4.05(a)',
      TRUST: '805 ILCS 405 (Business Trust Registration Act)',
    },
    designators: {
      LLC: {
        forms: ['LLC', 'L.L.C.', 'Limited Liability Company'],
        statute: '805 ILCS 180/1-10(a)(1)',
        severity: 'error',
      },
      CORP: { forms: CORPORATE_FORMS, statute: '805 ILCS 5/4.05(a)(1)', severity: 'error' },
    },
    words: [
      {
        words: ['incorporated', 'inc', 'corporation', 'corp', 'limited partnership', 'lp'],
        severity: 'error',
        reason: 'cannot be part of an Illinois LLC name',
        statute: '805 ILCS 180/1-10(a)',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only with the approval of the Department of Financial and Professional Regulation',
        statute: '205 ILCS 5 (Illinois Banking Act)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Insurance for an insurance business',
        statute: '215 ILCS 5 (Illinois Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Board of Higher Education for a degree-granting school',
        statute: '110 ILCS 1010 (Academic Degree Act)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
