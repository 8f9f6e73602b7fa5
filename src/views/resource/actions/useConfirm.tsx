import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmChoice } from './ConfirmDialog';

export interface Question {
  title: string;
  body?: ReactNode;
  choices: readonly ConfirmChoice[];
  cancelLabel?: string;
  /** The focused button: a choice's id or 'cancel' (never a `danger` choice; see ConfirmDialog). */
  defaultChoice?: string;
  wide?: boolean;
}

/**
 * Ask a question in a dialog and wait for the answer: `const choice = await ask({ … })` gives the chosen
 * id, or null when cancelled. Render `dialog` once where the asking component lives.
 */
export function useConfirm(): { ask: (question: Question) => Promise<string | null>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((choice: string | null) => void) | null>(null);
  const ask = useCallback((next: Question) => {
    resolver.current?.(null);
    setQuestion(next);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const close = (choice: string | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setQuestion(null);
    resolve?.(choice);
  };
  const dialog = question ? (
    <ConfirmDialog title={question.title} choices={question.choices} onClose={close} cancelLabel={question.cancelLabel} defaultChoice={question.defaultChoice} wide={question.wide}>
      {question.body}
    </ConfirmDialog>
  ) : null;
  return { ask, dialog };
}
