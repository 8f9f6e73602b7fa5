/**
 * Asks the palette's asynchronous sources (record search) about the typed text, debounced, aborting the
 * previous question. Answers are kept with the text they answer and shown only while that text is still
 * typed, so a keystroke itself sets no state here (no extra render per key) and no answer to older text
 * is ever shown. `pending` says that a source asked about the text as it stands has not answered yet (the
 * palette says it is searching, and Enter waits for it).
 */
import { useEffect, useMemo, useState } from 'react';
import type { SourceRecords } from './palette-rows';
import type { PaletteRecord, PaletteSource } from './types';

const SOURCE_DEBOUNCE_MS = 150;

const NONE: readonly SourceRecords[] = [];

interface Answers {
  text: string;
  sources: readonly PaletteSource[];
  results: readonly SourceRecords[];
}

export function usePaletteSources(
  sources: readonly PaletteSource[],
  text: string,
): { results: readonly SourceRecords[]; pending: boolean } {
  const [answers, setAnswers] = useState<Answers | null>(null);
  const trimmed = text.trim();
  const asked = useMemo(() => sources.filter((s) => trimmed.length >= (s.minLength ?? 2)), [sources, trimmed]);
  useEffect(() => {
    if (!asked.length) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const source of asked) {
        // Each source answers on its own; a failed one answers nothing.
        void source
          .search(trimmed, controller.signal)
          .catch(() => [] as PaletteRecord[])
          .then((records) => {
            if (controller.signal.aborted) return;
            setAnswers((prev) => {
              // In the order the sources are listed, whichever answers first.
              const earlier = prev && prev.text === trimmed && prev.sources === sources ? prev.results : [];
              const results = asked.flatMap((s) => (s === source ? [{ source, records }] : earlier.filter((r) => r.source === s)));
              return { text: trimmed, sources, results };
            });
          });
      }
    }, SOURCE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asked, sources, trimmed]);
  const current = answers && answers.text === trimmed && answers.sources === sources ? answers.results : NONE;
  return { results: current, pending: current.length < asked.length };
}
