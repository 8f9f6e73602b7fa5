/**
 * The AI provider of product texts: any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL; server/config.ts), spoken to with the `openai` client. One function, `complete(messages)`: one
 * request, no retries, a time-out, and every failure turned into an AiFailure whose message says what went
 * wrong without the key (not configured, the provider refused, no answer in time, an empty answer).
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { AiConfig } from '../config';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

interface Completion {
  text: string;
  /** The model that answered (as the provider names it, else the configured one). */
  model: string;
}

/** Why a completion failed: not configured, or the provider's failure. */
export class AiFailure extends Error {
  override name = 'AiFailure';
  constructor(
    readonly kind: 'not-configured' | 'provider' | 'timeout' | 'aborted' | 'empty',
    message: string,
  ) {
    super(message);
  }
}

export const NOT_CONFIGURED_MESSAGE = 'AI texts are not configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL';

export interface AiClient {
  readonly model: string;
  complete(messages: readonly ChatMessage[], signal?: AbortSignal): Promise<Completion>;
}

/** The client of a configured provider, or null when AI texts are not configured. */
export function aiClient(config: AiConfig | null): AiClient | null {
  if (!config) return null;
  const openai = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    model: config.model,
    async complete(messages, signal) {
      let answer: OpenAI.Chat.Completions.ChatCompletion;
      try {
        answer = await openai.chat.completions.create({ model: config.model, messages: messages.map((m) => ({ ...m })) }, { signal });
      } catch (error) {
        throw failureOf(error, config);
      }
      const text = answer.choices?.[0]?.message?.content?.trim();
      if (!text) throw new AiFailure('empty', 'The AI provider answered without a text');
      return { text, model: typeof answer.model === 'string' && answer.model ? answer.model : config.model };
    },
  };
}

function failureOf(error: unknown, config: AiConfig): AiFailure {
  if (error instanceof APIUserAbortError) return new AiFailure('aborted', 'The AI request was cancelled');
  if (error instanceof APIConnectionTimeoutError)
    return new AiFailure('timeout', `The AI provider did not answer within ${config.timeoutMs / 1000} s`);
  if (error instanceof APIError && error.status) {
    return new AiFailure(
      'provider',
      `The AI provider refused the request (HTTP ${error.status})${error.status === 401 ? ': check AI_API_KEY' : ''}`,
    );
  }
  if (error instanceof APIError)
    return new AiFailure('provider', `The AI provider at ${new URL(config.baseUrl).host} could not be reached`);
  return new AiFailure('provider', `The AI request failed: ${error instanceof Error ? error.message : String(error)}`);
}
