/** Binds one command's shortcut (react-hotkeys-hook), to the document or to a pane element. */
import { useEffect, useMemo, useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { modalOwnsKeyboard } from './modal-keyboard';
import { runCommand } from './run';
import { hotkeyBinding } from './shortcuts';
import type { Command, CommandContext } from './types';

export interface HotkeyTarget {
  /** The context at the moment the key fires. */
  getContext: () => CommandContext;
  /** False turns the binding off (an overlay is open, …). */
  enabled: boolean;
  /** A pane element: the key fires only while focus is inside it. Undefined binds to the document. */
  pane?: HTMLElement | null;
}

/** The attribute PaneHotkeys puts on its pane element. */
export const PANE_ATTRIBUTE = 'data-keys-pane';

function innermostPane(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${PANE_ATTRIBUTE}]`) : null;
}

export function useCommandHotkey(command: Command, { getContext, enabled, pane }: HotkeyTarget): void {
  const binding = useMemo(() => hotkeyBinding(command.shortcut!, command.scope), [command]);
  const latest = useRef(getContext);
  latest.current = getContext;
  const paneNow = useRef(pane);
  paneNow.current = pane;
  const ref = useHotkeys<HTMLElement>(
    binding.keys,
    (event) => {
      if (command.scope === 'global' && modalOwnsKeyboard()) return;
      // A pane inside another (a child collection in its parent's detail) takes its own keys.
      if (paneNow.current && innermostPane(event.target) !== paneNow.current) return;
      const ctx = latest.current();
      let applies = false;
      try {
        applies = command.when(ctx);
      } catch {
        applies = false;
      }
      if (applies) runCommand(command, ctx);
    },
    { ...binding.options, enabled: enabled && pane !== null },
    [command],
  );
  useEffect(() => {
    if (pane === undefined) return;
    ref(pane);
    return () => {
      ref(null);
    };
  }, [pane, ref]);
}
