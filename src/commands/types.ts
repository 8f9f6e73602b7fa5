/**
 * The shape of a command. Every domain exports plain arrays of these from its `*.commands.ts`; the registry
 * (registry.ts) is built from those arrays, so the whole set can be read, listed and tested at once.
 */
import type { MessageDescriptor } from 'react-intl';
import type { Viewer } from '../domain/screens';

/** Mac shows ⌘ ⌥ ⇧ ⌃; everything else shows Ctrl, Alt, Shift. */
export type Platform = 'mac' | 'other';

/**
 * A shortcut, declared once: the same value drives the key matcher (react-hotkeys-hook) and the `<kbd>`
 * hint in the palette and the cheat sheet.
 * - `{ keys: 'mod+k' }`: one chord; `mod` is ⌘ on Mac and Ctrl elsewhere. Names: mod, ctrl, alt, shift,
 *   meta, a letter or digit, a printed character (`?`, `/`), or escape, enter, arrowup, arrowdown,
 *   arrowleft, arrowright, home, end, pageup, pagedown, delete, backspace, tab, space.
 * - `{ sequence: ['g', 'o'] }`: press g, then o within 1.5 s.
 */
export type Shortcut = { readonly keys: string } | { readonly sequence: readonly string[] };

/**
 * Where a command's shortcut listens. `global` keys work anywhere (outside text fields); `list`, `detail`
 * and `form` keys work only while focus is inside the matching pane (see PaneHotkeys). In a `form` pane,
 * Esc also works inside its fields (Mod chords work in fields everywhere).
 */
export type CommandScope = 'global' | 'list' | 'detail' | 'form';

/** What a command can see and use when the palette lists it or a key runs it. */
export interface CommandContext {
  /** wouter's navigate (relative to the router's base). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current path, without the query. */
  location: string;
  /** Current query string, without the leading `?`. */
  search: string;
  /** Role and CanApproveReturns of the signed-in user (from the session store). */
  viewer: Viewer;
  /** `hasPermission('update:customer')`, from the session store. */
  hasPermission: (key: string) => boolean;
  /**
   * The palette's typed text when the command acts on it (see `Command.query`), otherwise ''. Commands run
   * by a key always see ''.
   */
  query: string;
  /** Ids of the records selected in the focused list (empty until lists offer selection). */
  selection: readonly string[];
  platform: Platform;
  /** The scope that triggered the command: 'palette' when chosen in the palette. */
  source: CommandScope | 'palette';
  /** What the focused list or detail pane can do; set only for keys bound to a pane (usePaneHotkeys). */
  pane?: PaneActions;
}

/** Actions a list, detail or form pane hands to its scoped keys (list.commands.ts). */
export interface PaneActions {
  next?: () => void;
  previous?: () => void;
  open?: () => void;
  back?: () => void;
  /** Edit the focused row or the open record. */
  edit?: () => void;
  /** A new record of the pane's resource. */
  create?: () => void;
  /** Delete the selection or the open record (after asking). */
  remove?: () => void;
  /** Select or unselect the focused row. */
  toggleSelect?: () => void;
  /** Move down or up, taking the rows passed over into the selection. */
  extendNext?: () => void;
  extendPrevious?: () => void;
  /** Save the form. */
  save?: () => void;
  /** The resource whose records the pane shows: its own action keys (a workflow's moves) bind to it. */
  resource?: string;
}

/** Where a command that acts on typed text is placed in the palette for the current text. */
export type QueryPlacement = 'first' | 'last' | null;

export interface Command {
  /** Unique; its title message id is `commands.<id>` unless the title says otherwise. */
  id: string;
  title: MessageDescriptor;
  /** Values of the title's placeholders, themselves messages (a resource's name, an action's label). */
  titleValues?: Readonly<Record<string, MessageDescriptor>>;
  /** Groups the command in the palette and the cheat sheet; id shaped `commands.sections.<name>`. */
  section: MessageDescriptor;
  /** Language-neutral words that also find the command (ids, English names, paths). */
  keywords: readonly string[];
  /** Localized search words: a message whose text is a comma-separated list. */
  keywordsMessage?: MessageDescriptor;
  shortcut?: Shortcut;
  scope: CommandScope;
  /**
   * A pane key of one resource's panes only (an action's key): bound where the pane's `resource` is this,
   * so two resources may use the same key for their own moves.
   */
  resource?: string;
  /** The shortcut also works while the palette, the cheat sheet or the call lookup is open. */
  worksInOverlays?: boolean;
  /** Applies now? Hidden from the palette and the cheat sheet, and its key does nothing, when false. */
  when: (ctx: CommandContext) => boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
  /**
   * Commands that act on the palette's typed text. While there is text, `placement` decides: 'first'
   * pins the command above every match (the text looks like its kind of input: a phone number, an
   * order number, an e-mail, an SKU), 'last' offers it below the matches, null treats it as a plain
   * command. Pinned or offered, it shows `title` (with `{query}`) and runs with `ctx.query` set.
   */
  query?: {
    title: MessageDescriptor;
    placement: (text: string) => QueryPlacement;
  };
}

/**
 * Asynchronous palette sources (record-sources.ts): a source answers typed text with records from the
 * server, shown in their own group below the commands. The palette aborts a stale search through `signal`.
 */
export interface PaletteRecord {
  /** Unique within the source. */
  id: string;
  /** Already-localized text (a record's own name or number). */
  label: string;
  detail?: string;
  /** The typed text names the record: its title, or an identifier shown elsewhere (a ticket's number), is the text. */
  exact?: boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
}

export interface PaletteSource {
  id: string;
  section: MessageDescriptor;
  /** Minimum typed characters before the source is asked. */
  minLength?: number;
  /** May this user search these records? Not asked when false (the server refuses regardless). */
  when?: (ctx: CommandContext) => boolean;
  search: (text: string, signal: AbortSignal) => Promise<readonly PaletteRecord[]>;
}
