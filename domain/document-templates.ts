// The document templates the Asset Factory and the order pipeline render to PDF (worker/documents/).
// The first six are the Asset Factory's cards; the others are used only by the order pipeline (formation, and
// the filings ordered for a formed entity, domain/order-kind-plans.ts).
import type { AssetKindName } from './asset-kinds';

export const FACTORY_TEMPLATE_IDS = [
  'operating_agreement',
  'valuation_memo',
  'trust_agreement',
  'articles_organization',
  'debt_instrument',
  'compliance_report',
] as const;
const PIPELINE_TEMPLATE_IDS = [
  'articles_incorporation',
  'registered_agent_consent',
  'annual_report',
  'articles_amendment',
  'application_for_authority',
  'good_standing_request',
  'ss4',
  'form_8821',
  'certificate_cancellation',
  'statement_change_agent',
] as const;
const TEMPLATE_IDS = [...FACTORY_TEMPLATE_IDS, ...PIPELINE_TEMPLATE_IDS] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export type FactoryTemplateId = (typeof FACTORY_TEMPLATE_IDS)[number];

type Complexity = 'Intermediate' | 'Advanced' | 'Expert';

export interface DocumentTemplate {
  id: TemplateId;
  label: string;
  description: string;
  complexity: Complexity;
  /** Shown on the card: how long a person would take to prepare the document by hand. */
  estimatedTime: string;
  /** The kind of the stored asset. */
  kind: AssetKindName;
  /** Numbered clauses printed after the terms; `{entityName}` is replaced. */
  clauses: readonly string[];
}

export const DOCUMENT_TEMPLATES: Record<TemplateId, DocumentTemplate> = {
  operating_agreement: {
    id: 'operating_agreement',
    label: 'Operating Agreement',
    description: 'Ownership, management and member rules of an LLC.',
    complexity: 'Advanced',
    estimatedTime: '15 min',
    kind: 'document',
    clauses: [
      'Formation. {entityName} is organized as a limited liability company under the laws of the state named above.',
      'Management. The company is managed by its members, who act by majority of membership interests.',
      'Capital. Members contribute the capital recorded in the company books; no member must contribute more.',
      'Distributions. Profits and losses are allocated in proportion to membership interests.',
      'Transfers. No membership interest may be transferred without the written consent of the other members.',
    ],
  },
  valuation_memo: {
    id: 'valuation_memo',
    label: 'Valuation Memo',
    description: 'A memorandum stating the value of an asset or interest and its basis.',
    complexity: 'Expert',
    estimatedTime: '25 min',
    kind: 'valuation',
    clauses: [
      'Purpose. This memorandum records the valuation of the interest held by {entityName}.',
      'Method. The value is derived from the terms below using a discounted cash-flow approach.',
      'Assumptions. Figures are taken as reported by management and were not audited.',
      'Limitations. This memorandum is valid as of its date and for the stated purpose only.',
    ],
  },
  trust_agreement: {
    id: 'trust_agreement',
    label: 'Trust Agreement',
    description: 'Creates a trust and sets the trustee powers and beneficiaries.',
    complexity: 'Expert',
    estimatedTime: '30 min',
    kind: 'document',
    clauses: [
      'Establishment. The grantor establishes {entityName} under the laws of the state named above.',
      'Trustee. The trustee holds and manages the trust property for the beneficiaries.',
      'Distributions. The trustee distributes income and principal as the schedule below provides.',
      'Governing law. This agreement is governed by the laws of the state named above.',
    ],
  },
  articles_organization: {
    id: 'articles_organization',
    label: 'Articles of Organization',
    description: 'The filing that forms an LLC with the state.',
    complexity: 'Intermediate',
    estimatedTime: '5 min',
    kind: 'document',
    clauses: [
      'Name. The name of the limited liability company is {entityName}.',
      'Registered agent. The registered agent and office are those on file with the state.',
      'Purpose. The company may engage in any lawful business.',
      'Organizer. The organizer signs these articles on behalf of the company.',
    ],
  },
  debt_instrument: {
    id: 'debt_instrument',
    label: 'Debt Instrument',
    description: 'A promissory note with its amount, term, schedule and covenants.',
    complexity: 'Advanced',
    estimatedTime: '20 min',
    kind: 'instrument',
    clauses: [
      'Promise to pay. {entityName} promises to pay the principal with interest as the schedule provides.',
      'Covenants. The borrower keeps the covenants listed in the terms for as long as any amount is owed.',
      'Default. A missed payment not cured within 30 days makes the whole balance due.',
      'Governing law. This instrument is governed by the laws of the state named above.',
    ],
  },
  compliance_report: {
    id: 'compliance_report',
    label: 'Compliance Report',
    description: 'Filing, registered-agent and annual-report status of an entity.',
    complexity: 'Intermediate',
    estimatedTime: '10 min',
    kind: 'document',
    clauses: [
      'Scope. This report covers the state filings and registered-agent service of {entityName}.',
      'Annual reports. Annual reports and franchise taxes are listed with their due dates.',
      'Findings. Items needing action are listed with the responsible person.',
    ],
  },
  articles_incorporation: {
    id: 'articles_incorporation',
    label: 'Articles of Incorporation',
    description: 'The filing that forms a corporation with the state.',
    complexity: 'Intermediate',
    estimatedTime: '5 min',
    kind: 'document',
    clauses: [
      'Name. The name of the corporation is {entityName}.',
      'Shares. The corporation is authorized to issue the shares recorded in its books.',
      'Registered agent. The registered agent and office are those on file with the state.',
      'Incorporator. The incorporator signs these articles on behalf of the corporation.',
    ],
  },
  registered_agent_consent: {
    id: 'registered_agent_consent',
    label: 'Registered Agent Consent',
    description: 'The registered agent accepts its appointment for the entity.',
    complexity: 'Intermediate',
    estimatedTime: '2 min',
    kind: 'document',
    clauses: [
      'Consent. The undersigned consents to act as registered agent of {entityName}.',
      'Office. Service of process may be delivered to the registered office on file with the state.',
    ],
  },
  annual_report: {
    id: 'annual_report',
    label: 'Annual Report',
    description: "The entity's annual report to its state.",
    complexity: 'Intermediate',
    estimatedTime: '10 min',
    kind: 'document',
    clauses: [
      'Entity. This annual report is filed for {entityName} with the state named above.',
      'Agent. The registered agent and office remain those on file with the state.',
      'Officers. The managers, members or officers are those recorded in the company books.',
    ],
  },
  articles_amendment: {
    id: 'articles_amendment',
    label: 'Articles of Amendment',
    description: "Amends the entity's name or registered agent on file with the state.",
    complexity: 'Intermediate',
    estimatedTime: '10 min',
    kind: 'document',
    clauses: [
      'Entity. These articles amend the formation document of {entityName}.',
      'Amendment. The formation document is amended as set out in the terms above.',
      'Adoption. The amendment was adopted as the governing documents and the law of the state require.',
    ],
  },
  application_for_authority: {
    id: 'application_for_authority',
    label: 'Application for Authority',
    description: 'Registers the entity to do business in another state (foreign qualification).',
    complexity: 'Advanced',
    estimatedTime: '15 min',
    kind: 'document',
    clauses: [
      'Applicant. {entityName} applies for authority to transact business in the state named above.',
      'Home state. The applicant is formed and in good standing in its home state, set out in the terms above.',
      'Agent. The applicant appoints the registered agent named in its consent for service of process.',
    ],
  },
  good_standing_request: {
    id: 'good_standing_request',
    label: 'Good Standing Request',
    description: 'Asks the state for a certificate of good standing (or of status) of the entity.',
    complexity: 'Intermediate',
    estimatedTime: '2 min',
    kind: 'document',
    clauses: [
      'Request. The undersigned requests a certificate of good standing of {entityName}.',
      'Delivery. The certificate is to be delivered to the registered agent on file.',
    ],
  },
  ss4: {
    id: 'ss4',
    label: 'IRS Form SS-4',
    description: 'Application for an employer identification number.',
    complexity: 'Intermediate',
    estimatedTime: '10 min',
    kind: 'document',
    clauses: [
      'Applicant. {entityName} applies for an employer identification number.',
      'Responsible party. The responsible party named in the terms above controls the entity.',
      'Declaration. Under penalties of perjury, the applicant declares this application true and complete.',
    ],
  },
  form_8821: {
    id: 'form_8821',
    label: 'IRS Form 8821',
    description: 'Tax information authorization: lets us obtain the EIN for a responsible party without an SSN.',
    complexity: 'Intermediate',
    estimatedTime: '5 min',
    kind: 'document',
    clauses: [
      'Taxpayer. {entityName} authorizes the designee named below to receive its tax information.',
      'Matters. The authorization covers the application for an employer identification number only.',
    ],
  },
  certificate_cancellation: {
    id: 'certificate_cancellation',
    label: 'Certificate of Cancellation',
    description: 'Dissolves the entity and cancels its formation with the state.',
    complexity: 'Intermediate',
    estimatedTime: '10 min',
    kind: 'document',
    clauses: [
      'Entity. {entityName} is dissolved and its formation document cancelled.',
      'Winding up. The entity has wound up its affairs as the law of the state requires.',
    ],
  },
  statement_change_agent: {
    id: 'statement_change_agent',
    label: 'Statement of Change of Registered Agent',
    description: "Names us the entity's registered agent and office with its state, in place of the agent on file.",
    complexity: 'Intermediate',
    estimatedTime: '5 min',
    kind: 'document',
    clauses: [
      'Entity. {entityName} changes its registered agent and registered office on file with the state named above.',
      'New agent. The new registered agent, who has consented to the appointment, and its office are set out below.',
      'Authority. The change was authorized as the governing documents and the law of the state require.',
    ],
  },
};

export const isTemplateId = (value: string): value is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(value);

/** The file name of a generated document: the requested name with a .pdf extension. */
export function documentFileName(name: string): string {
  const trimmed = name.trim();
  return /\.pdf$/i.test(trimmed) ? trimmed : `${trimmed}.pdf`;
}
