import { useCallback, type ReactNode } from 'react';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { ActionInputDialog } from './ActionInputDialog';
import { usePendingAnswer } from './usePendingAnswer';

interface Asked {
  action: CustomActionDef;
  title: string;
  summary?: string;
  around?: ResourceRecord;
}

/**
 * Ask for an action's input in a dialog and wait for it: `await askInput(action, { title })` gives the
 * input as the API takes it, or null when cancelled. Render `dialog` once where the asking component lives.
 */
export function useActionInput(def: ResourceDef): {
  askInput: (
    action: CustomActionDef,
    text: { title: string; summary?: string; around?: ResourceRecord },
  ) => Promise<Record<string, unknown> | null>;
  dialog: ReactNode;
} {
  const { asked, ask, answer } = usePendingAnswer<Asked, Record<string, unknown>>();
  const askInput = useCallback(
    (action: CustomActionDef, text: { title: string; summary?: string; around?: ResourceRecord }) => ask({ action, ...text }),
    [ask],
  );
  const dialog = asked ? (
    <ActionInputDialog def={def} action={asked.action} title={asked.title} summary={asked.summary} around={asked.around} onClose={answer} />
  ) : null;
  return { askInput, dialog };
}
