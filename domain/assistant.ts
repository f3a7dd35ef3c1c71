// What the AI Assistant and GPT Interface offer: contexts, limits, features. Shared by the API and the back-office.
import { REDACTION_LEVEL_INFO, REDACTION_LEVELS, type RedactionLevel } from './redaction';

export const GPT_MESSAGE_MAX_LENGTH = 2000;

export const ASSISTANT_CONTEXTS = ['general', 'compliance', 'risk_analysis', 'audit_review'] as const;
export type AssistantContext = (typeof ASSISTANT_CONTEXTS)[number];

/** Where a conversation happens: the AI Assistant page or the GPT Interface. */
export const CHAT_CHANNELS = ['assistant', 'gpt'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const DEFAULT_CONTEXT: AssistantContext = 'general';
export const DEFAULT_REDACTION_LEVEL: RedactionLevel = 'moderate';

export interface ContextInfo {
  id: AssistantContext;
  name: string;
  description: string;
  /** The instruction that frames the model's answers in this context. */
  instruction: string;
}

export const CONTEXT_INFO: Record<AssistantContext, ContextInfo> = {
  general: {
    id: 'general',
    name: 'General',
    description: 'Questions about the platform, orders and day-to-day operations.',
    instruction: 'Answer questions about the platform, its orders and operations.',
  },
  compliance: {
    id: 'compliance',
    name: 'Compliance',
    description: 'Formation and filing requirements, deadlines and regulatory obligations.',
    instruction:
      'Act as a corporate compliance analyst: state requirements, deadlines and obligations, and name what to check.',
  },
  risk_analysis: {
    id: 'risk_analysis',
    name: 'Risk Analysis',
    description: 'Loan portfolio risk, covenant breaches and late payments.',
    instruction: 'Act as a credit risk analyst: assess loans, covenants and payment behaviour, and rank the risks.',
  },
  audit_review: {
    id: 'audit_review',
    name: 'Audit Review',
    description: 'Review of audit log activity: sign-ins, failures and administrative actions.',
    instruction: 'Act as an internal auditor: review the audit activity, point out anomalies and failed actions.',
  },
};

export const ASSISTANT_FEATURES = [
  'Answers grounded in platform data through read-only tools: find orders, order status, audit entries for a target, loans at risk',
  'Optional audit and business-metric summaries from the database',
  'Personal data redacted before anything is sent to the model',
  'Answers streamed as they are written, with a Stop button',
  'Conversations kept per session',
  'Usage analytics: requests, tokens, response time, error rate, per context and per day',
];

export const ASSISTANT_LIMITATIONS = [
  `Messages are limited to ${GPT_MESSAGE_MAX_LENGTH} characters`,
  'Read-only: the assistant cannot change orders, loans or settings',
  'Tools only read what your role may see',
  'Per-user request rate limit and daily token budget',
  'Answers can be wrong: check figures against the source screens before acting',
];

export interface QuickPrompt {
  label: string;
  context: AssistantContext;
  prompt: string;
  includeAuditData: boolean;
  includeBusinessMetrics: boolean;
}

export const QUICK_PROMPTS: readonly QuickPrompt[] = [
  {
    label: 'Compliance Check',
    context: 'compliance',
    prompt: 'Which orders are waiting for review, and what compliance steps do they still need?',
    includeAuditData: false,
    includeBusinessMetrics: true,
  },
  {
    label: 'Risk Analysis',
    context: 'risk_analysis',
    prompt: 'Which loans are at risk right now, and why?',
    includeAuditData: false,
    includeBusinessMetrics: true,
  },
  {
    label: 'Audit Review',
    context: 'audit_review',
    prompt: 'Summarise recent audit activity and point out anything unusual.',
    includeAuditData: true,
    includeBusinessMetrics: false,
  },
];

export const redactionLevelList = () =>
  REDACTION_LEVELS.map((level) => {
    const { id, name, description } = REDACTION_LEVEL_INFO[level];
    return { id, name, description };
  });

export const contextList = () =>
  ASSISTANT_CONTEXTS.map((context) => {
    const { id, name, description } = CONTEXT_INFO[context];
    return { id, name, description };
  });
