/**
 * Asks the palette's asynchronous sources (record search) about the typed text, debounced, aborting the
 * previous question. No source is registered yet: server-side record search plugs in here.
 */
import { useEffect, useState } from 'react';
import type { PaletteRecord, PaletteSource } from './types';

export const SOURCE_DEBOUNCE_MS = 150;

export interface SourceResult {
  source: PaletteSource;
  records: readonly PaletteRecord[];
  loading: boolean;
}

const NONE: readonly SourceResult[] = [];

export function usePaletteSources(sources: readonly PaletteSource[], text: string): readonly SourceResult[] {
  const [results, setResults] = useState<readonly SourceResult[]>(NONE);
  const trimmed = text.trim();
  useEffect(() => {
    const asked = sources.filter((s) => trimmed.length >= (s.minLength ?? 2));
    if (!asked.length) {
      setResults(NONE);
      return;
    }
    const controller = new AbortController();
    setResults(asked.map((source) => ({ source, records: [], loading: true })));
    const timer = setTimeout(() => {
      for (const source of asked) {
        source
          .search(trimmed, controller.signal)
          .catch(() => [] as PaletteRecord[])
          .then((records) => {
            if (controller.signal.aborted) return;
            setResults((prev) => prev.map((r) => (r.source === source ? { source, records, loading: false } : r)));
          });
      }
    }, SOURCE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sources, trimmed]);
  return results;
}
