import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmChoice } from './ConfirmDialog';
import { usePendingAnswer } from './usePendingAnswer';

export interface Question {
  title: string;
  body?: ReactNode;
  choices: readonly ConfirmChoice[];
  cancelLabel?: string;
  /** The focused button: a choice's id or 'cancel' (never a `danger` choice; see ConfirmDialog). */
  defaultChoice?: string;
  wide?: boolean;
  /** Mod+Enter takes the default choice (ConfirmDialog). */
  modEnter?: boolean;
}

/**
 * Ask a question in a dialog and wait for the answer: `const choice = await ask({ … })` gives the chosen
 * id, or null when cancelled. Render `dialog` once where the asking component lives.
 */
export function useConfirm(): { ask: (question: Question) => Promise<string | null>; dialog: ReactNode } {
  const { asked: question, ask, answer: close } = usePendingAnswer<Question, string>();
  const dialog = question ? (
    <ConfirmDialog
      title={question.title}
      choices={question.choices}
      onClose={close}
      cancelLabel={question.cancelLabel}
      defaultChoice={question.defaultChoice}
      wide={question.wide}
      modEnter={question.modEnter}
    >
      {question.body}
    </ConfirmDialog>
  ) : null;
  return { ask, dialog };
}
