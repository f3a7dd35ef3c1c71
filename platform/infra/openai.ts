// The OpenAI client, built from the configuration. OPENAI_BASE_URL points it at any OpenAI-compatible server
// (a local stand-in in tests); without OPENAI_API_KEY there is no client and the assistant says it is not configured.
import { createRequire } from 'node:module';
import type OpenAI from 'openai';
import type { Config } from '../config';

const requireModule = createRequire(import.meta.url);
/** The SDK, loaded on the assistant's first question: most processes never ask one. */
const loadOpenAI = (): typeof OpenAI => requireModule('openai');

export function createOpenAI(config: Pick<Config, 'openai'>): OpenAI | null {
  const { apiKey, baseUrl, timeoutMs, maxRetries } = config.openai;
  if (!apiKey) return null;
  const Sdk = loadOpenAI();
  return new Sdk({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries });
}

export const NOT_CONFIGURED_MESSAGE =
  'The AI assistant is not configured: set OPENAI_API_KEY on the server to enable answers.';

export interface AiFailure {
  status: number;
  message: string;
  outcome: 'timeout' | 'error';
}

/** A failure of the AI service in words for staff, with the status to answer (never internals). */
export function describeAiFailure(err: unknown): AiFailure {
  const OpenAI = loadOpenAI();
  if (err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof Error && err.name === 'TimeoutError'))
    return {
      status: 504,
      outcome: 'timeout',
      message: 'The AI service took too long to answer. Please try again in a moment.',
    };
  if (err instanceof OpenAI.APIConnectionError)
    return { status: 502, outcome: 'error', message: 'Could not reach the AI service. Please try again later.' };
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError)
    return {
      status: 502,
      outcome: 'error',
      message: 'The AI service refused the configured API key. Ask an administrator to check OPENAI_API_KEY.',
    };
  if (err instanceof OpenAI.RateLimitError)
    return {
      status: 503,
      outcome: 'error',
      message: 'The AI service is busy or its quota is used up. Please try again in a minute.',
    };
  if (err instanceof OpenAI.APIError)
    return {
      status: 502,
      outcome: 'error',
      message: `The AI service answered with an error${err.status ? ` (status ${err.status})` : ''}. Please try again.`,
    };
  return { status: 502, outcome: 'error', message: 'The AI service failed unexpectedly. Please try again.' };
}
