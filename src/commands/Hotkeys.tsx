/**
 * Hotkey wiring as components that render nothing: <GlobalHotkeys /> binds every global shortcut to the
 * document; <PaneHotkeys scope="list" pane={element} actions={…} /> binds that scope's keys to one pane.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../store/ui';
import { useCommandContext } from './context';
import { showPane } from './panes-on-screen';
import { registry } from './registry';
import type { Command, CommandContext, CommandScope, PaneActions } from './types';
import { PANE_ATTRIBUTE, useCommandHotkey, type HotkeyTarget } from './useCommandHotkey';

/** One command's key. Its props change only with the command, the pane or whether keys are on: a render of the hotkeys' parent (every move of the location) passes it by. */
const CommandHotkey = memo(function CommandHotkey({ command, ...target }: HotkeyTarget & { command: Command }) {
  useCommandHotkey(command, target);
  return null;
});

/**
 * True while a modal overlay holds the keyboard. Over the palette or the cheat sheet only `worksInOverlays`
 * shortcuts fire (they switch between the two); over any other dialog none does (modal-keyboard.ts, which
 * also catches dialogs this store does not know, at the moment a key is pressed).
 */
function useOverlayOpen(): { layer: boolean; page: boolean } {
  const snap = useSnapshot(ui);
  return {
    layer: snap.paletteOpen || snap.cheatSheetOpen,
    // While the user is choosing keys in the shortcut settings, no key runs a command either.
    page: snap.callLookupOpen || snap.todoPanelOpen || snap.shortcutSettingsOpen || snap.skuFetchOpen || snap.generateTextsOpen,
  };
}

function useLatestContext(extra: Partial<CommandContext>): () => CommandContext {
  const ctx = useCommandContext();
  const latest = useRef({ ctx, extra });
  latest.current = { ctx, extra };
  return useCallback(() => ({ ...latest.current.ctx, ...latest.current.extra }), []);
}

export function GlobalHotkeys({ commands = registry.commands }: { commands?: readonly Command[] }) {
  const getContext = useLatestContext({ source: 'global' });
  // While the user is choosing keys, no key runs a command (not even those that work in overlays).
  const overlayOpen = useOverlayOpen();
  const bound = useMemo(() => commands.filter((c) => c.shortcut && c.scope === 'global'), [commands]);
  return (
    <>
      {bound.map((c) => (
        <CommandHotkey
          key={c.id}
          command={c}
          getContext={getContext}
          enabled={!overlayOpen.page && (!overlayOpen.layer || !!c.worksInOverlays)}
        />
      ))}
    </>
  );
}

export interface PaneHotkeysProps {
  scope: Exclude<CommandScope, 'global'>;
  /**
   * The pane element (from a callback ref's state), or a PaneRef (usePaneRef) set on it: keys fire only while focus
   * is inside it. A PaneRef hands the element to the keys alone, so the pane is not drawn a second time to pass it
   * on (a form of 41 editors, opened on every `e`).
   */
  pane: HTMLElement | null | PaneRef;
  /** What the pane can do; a key whose action is missing does nothing. */
  actions: PaneActions;
  /** Selected record ids, handed to commands as ctx.selection. */
  selection?: readonly string[];
  commands?: readonly Command[];
}

/** A callback ref for a pane element that tells its PaneHotkeys, and only them, which element it is now. */
export interface PaneRef {
  (element: HTMLElement | null): void;
  current: HTMLElement | null;
  listener?: (element: HTMLElement | null) => void;
}

export function usePaneRef(): PaneRef {
  const [ref] = useState(() => {
    const set = ((element: HTMLElement | null) => {
      set.current = element;
      set.listener?.(element);
    }) as PaneRef;
    set.current = null;
    return set;
  });
  return ref;
}

/** The element of a pane given as itself or as a PaneRef (followed as it is set). */
function usePaneElement(given: PaneHotkeysProps['pane']): HTMLElement | null {
  const ref = typeof given === 'function' ? given : null;
  const [fromRef, setFromRef] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!ref) return;
    ref.listener = setFromRef;
    setFromRef(ref.current);
    return () => {
      if (ref.listener === setFromRef) ref.listener = undefined;
    };
  }, [ref]);
  return ref ? fromRef : (given as HTMLElement | null);
}

export function PaneHotkeys({ scope, pane: given, actions, selection, commands = registry.commands }: PaneHotkeysProps) {
  const pane = usePaneElement(given);
  const getContext = useLatestContext({ source: scope, pane: actions, ...(selection ? { selection } : {}) });
  const overlayOpen = useOverlayOpen();
  const resource = actions.resource;
  useEffect(() => {
    pane?.setAttribute(PANE_ATTRIBUTE, scope);
  }, [pane, scope]);
  // On screen for the cheat sheet while its keys are bound (the element is in the page), with what it can do now.
  const latest = useRef({ actions, selection });
  latest.current = { actions, selection };
  useEffect(() => {
    if (!pane) return;
    return showPane({ scope, actions: () => latest.current.actions, selection: () => latest.current.selection ?? [] });
  }, [pane, scope]);
  const bound = useMemo(
    () => commands.filter((c) => c.shortcut && c.scope === scope && (c.resource === undefined || c.resource === resource)),
    [commands, scope, resource],
  );
  return (
    <>
      {bound.map((c) => (
        <CommandHotkey key={c.id} command={c} getContext={getContext} enabled={!overlayOpen.layer && !overlayOpen.page} pane={pane} />
      ))}
    </>
  );
}
