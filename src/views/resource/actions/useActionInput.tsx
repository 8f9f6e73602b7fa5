import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { CustomActionDef, ResourceDef } from '../../../domain/resources/types';
import { ActionInputDialog } from './ActionInputDialog';

interface Asked {
  action: CustomActionDef;
  title: string;
  summary?: string;
}

/**
 * Ask for an action's input in a dialog and wait for it: `await askInput(action, { title })` gives the
 * input as the API takes it, or null when cancelled. Render `dialog` once where the asking component lives.
 */
export function useActionInput(def: ResourceDef): {
  askInput: (action: CustomActionDef, text: { title: string; summary?: string }) => Promise<Record<string, unknown> | null>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<Asked | null>(null);
  const resolver = useRef<((input: Record<string, unknown> | null) => void) | null>(null);
  const askInput = useCallback((action: CustomActionDef, text: { title: string; summary?: string }) => {
    resolver.current?.(null);
    setAsked({ action, ...text });
    return new Promise<Record<string, unknown> | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const close = (input: Record<string, unknown> | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setAsked(null);
    resolve?.(input);
  };
  const dialog = asked ? <ActionInputDialog def={def} action={asked.action} title={asked.title} summary={asked.summary} onClose={close} /> : null;
  return { askInput, dialog };
}
