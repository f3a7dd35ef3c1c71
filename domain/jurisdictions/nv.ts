// Nevada: the Secretary of State forms entities under NRS chapters 86 (LLCs), 78 (corporations) and 88A (business
// trusts). One of the specification's six states: its formation and renewal figures are the specification's
// (section 9): an LLC's or corporation's $425 is the articles, the initial list and the state business license.
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://www.nvsos.gov/sos/businesses/commercial-recordings/forms-fees';
const NRS_86_561 = 'http://law.onecle.com/nevada/business/86.561.html';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (note: string, crossCheck?: string): Source => ({
  url: FEES_PAGE,
  readOn: READ_ON,
  note,
  ...(crossCheck ? { crossCheck } : {}),
});
const fee = (amount: number, note: string, varies?: string): Fee => ({
  amount,
  source: source(note),
  ...(varies ? { varies } : {}),
});
const specFee = (amount: number): Fee => ({ amount, source: source(SPEC) });
/** The expedite tiers the Secretary sells beside a filing (an online guide reading the fee schedule). */
const FORM_GUIDE =
  'http://formanllc.org/nv/how-to-form-a-limited-liability-company-in-nevada-articles-of-organization-limited-liability-company/';

const annualList = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `NV-${type}-ANNUAL-LIST`,
  title: 'Annual List and State Business License',
  description:
    'Nevada annual list of officers or managers and business license renewal, due by the end of the anniversary month.',
  fee: specFee(350),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
  approximation: 'The initial list is filed with the formation: the calendar starts with the first annual list.',
});

const CHANGE_OF_AGENT = fee(60, 'Statement of change of registered agent, NRS 86.561(1)(d).');

const LLC_FILINGS: Filings = {
  AMENDMENT: fee(175, 'Amending the articles, NRS 86.561(1)(b).'),
  FOREIGN_QUALIFICATION: fee(425, 'Registration of a foreign LLC with its initial list and business license.'),
  GOOD_STANDING: fee(50, 'Certificate of existence (good standing).'),
  DISSOLUTION: fee(75, 'Articles of dissolution.'),
  CHANGE_OF_AGENT: { ...CHANGE_OF_AGENT, source: source(CHANGE_OF_AGENT.source.note ?? '', NRS_86_561) },
};

const expedite = (label: string, businessDays: number, amount: number) => ({
  label,
  businessDays,
  fee: {
    amount,
    source: {
      url: FORM_GUIDE,
      readOn: '2026-11-23',
      crossCheck: FEES_PAGE,
      note: '24-hour $125, 2-hour $500, 1-hour $1,000, on top of the filing fee.',
    },
  },
});

export const NV: Jurisdiction = {
  code: 'NV',
  name: 'Nevada',
  description: 'No state income tax and strong asset protection.',
  filingOffice: {
    name: 'Nevada Secretary of State, Commercial Recordings',
    url: 'https://www.nvsos.gov/sos/businesses',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      changeOfAgentForm: {
        name: "Statement of Change of Registered Agent, with the new agent's certificate of acceptance",
        source: {
          url: 'http://law.onecle.com/nevada/business/86.561.html',
          readOn: '2026-11-29',
          crossCheck: 'https://law.onecle.com/nevada/business/80.070.html',
          note: "NRS 86.561(1)(d): a statement of change of registered office or resident agent; NRS 80.070 and 77.310: the new agent's acceptance accompanies it.",
        },
      },
      formation: specFee(425),
      renewal: { fee: 350, description: 'Annual list and state business license' },
      obligations: [annualList('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      changeOfAgentForm: {
        name: "Statement of Change of Registered Agent, with the new agent's certificate of acceptance",
        source: {
          url: 'http://law.onecle.com/nevada/business/86.561.html',
          readOn: '2026-11-29',
          crossCheck: 'https://law.onecle.com/nevada/business/80.070.html',
          note: "NRS 86.561(1)(d): a statement of change of registered office or resident agent; NRS 80.070 and 77.310: the new agent's acceptance accompanies it.",
        },
      },
      formation: specFee(425),
      renewal: { fee: 350, description: 'Annual list and state business license' },
      obligations: [annualList('CORP')],
      filings: {
        ...LLC_FILINGS,
        FOREIGN_QUALIFICATION: fee(
          725,
          'Qualification of a foreign corporation with its initial list and business license.',
          'Initial list fee varies with authorized shares',
        ),
        DISSOLUTION: fee(100, 'Certificate of dissolution.'),
      },
    },
    TRUST: {
      formationDocument: 'Certificate of Trust',
      formation: specFee(75),
      renewal: { fee: 0, description: 'No annual renewal fee' },
      obligations: [],
      filings: { ...LLC_FILINGS, FOREIGN_QUALIFICATION: fee(75, 'Registration of a foreign business trust.') },
    } satisfies EntityTypeRules,
  },
  processingTime: {
    businessDays: 10,
    basis: 'Five to ten business days unless expedited (online SilverFlume filings are often done the same day)',
    source: { url: FORM_GUIDE, readOn: '2026-11-23', crossCheck: 'https://www.nvsos.gov/sos/businesses' },
  },
  expedite: [expedite('24-hour', 1, 125), expedite('2-hour', 0, 500), expedite('1-hour', 0, 1000)],
  names: {
    distinguishable: { LLC: 'NRS 86.171', CORP: 'NRS 78.039', TRUST: 'NRS ch. 88A (Business Trusts)' },
    designators: {
      LLC: {
        forms: [
          'LLC',
          'L.L.C.',
          'Limited-Liability Company',
          'Limited Liability Company',
          'Limited Company',
          'Limited',
          'Ltd.',
          'L.C.',
          'LC',
          'Limited-Liability Co.',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Liability Company',
        ],
        statute: 'NRS 86.171(1)(a)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'NRS ch. 78',
        severity: 'warning',
        note: 'Nevada requires it when the name could be read as a person’s name; adding one avoids a refusal',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Financial Institutions before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Insurance before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
      },
      {
        words: [...EDUCATION, 'engineer', 'engineering', 'engineered'],
        severity: 'warning',
        reason: 'needs the approval of the state board that licenses it before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
