/**
 * AI product texts' own calls (server/routes/product/completions.ts): whether a provider is configured, and
 * generating proposals for products in languages. After generating, the completions' lists on screen reload.
 */
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import type { Locale } from '../domain/constants';
import type { CompletionField } from '../domain/resources/product/completion-texts';
import { productCompletions } from '../domain/resources/product/product-completions';
import { api, type ListResult } from './client';
import { revalidate } from './resources';

export interface CompletionStatus {
  configured: boolean;
  model: string | null;
}

const COMPLETION_STATUS_KEY = '/product/completions/status';

/** Whether AI texts can be generated (no secret crosses). */
export function useCompletionStatus() {
  return useSWR<CompletionStatus, unknown>(COMPLETION_STATUS_KEY, { revalidateOnFocus: false });
}

/** The prohibited words of a language (null: none asked for). */
export function useProhibitedWords(locale: string | null) {
  return useSWR<ListResult<{ Word: string }>, unknown>(
    locale ? `/product/prohibited-words?Locale=${encodeURIComponent(locale)}&limit=500` : null,
    {
      revalidateOnFocus: false,
    },
  );
}

export interface GenerateBody {
  productIds: readonly number[];
  locales: readonly Locale[];
  field: CompletionField;
}

/**
 * Generates proposals; resolves with the stored completions' ids (one product), or the job that writes them (a
 * selection), and reloads the completions' lists.
 */
export function useGenerateTexts() {
  const config = useSWRConfig();
  return useCallback(
    async (body: GenerateBody) => {
      const answer = await api.post<{ created: number[]; total: number; jobId?: number }>('/product/completions/generate', body);
      await revalidate(config, productCompletions, []);
      return answer;
    },
    [config],
  );
}
