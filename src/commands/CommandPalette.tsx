/**
 * The command palette (Mod+K): a react-aria modal dialog holding a cmdk menu. cmdk gives the listbox, the
 * arrow keys, Enter and aria-selected on the active option; the filtering and ranking are ours
 * (palette-model), so 5,000 commands stay fast: only the first MAX_ITEMS matches are rendered.
 *
 * How it is driven, for a keystroke that paints in the next frame:
 * - The highlighted option is ours (cmdk's controlled `value`): the first option shown, until the user
 *   moves the highlight for this text. Records arriving from the server above it take the highlight, so
 *   Enter always runs what is highlighted, and that is the first option unless the user chose another.
 * - The text field is ours too (a combobox pointing at the highlighted option), so a keystroke is one
 *   render: cmdk's own field re-selects and scrolls the first option in further commits after each key.
 * - Option rows are keyed by their place, so they stay mounted and are updated in place as the text
 *   changes, instead of being unmounted and mounted again; a keystroke draws the rows in sight and the
 *   rest right after that frame is painted (palette-draw.ts).
 * - The palette keeps its height while typing, so a keystroke repaints the list only.
 * - Nothing reads layout while typing: the list is put back at its top only when it was scrolled.
 */
import { Command as Cmdk } from 'cmdk';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { closeOverlay, openOverlay, ui } from '../store/ui';
import { useCommandContext, withQuery } from './context';
import { applicable, paletteSearch, type PaletteView } from './palette-model';
import { firstPaintRows, rowsIn, useDrawnGroups } from './palette-draw';
import { paletteSections, rowByValue } from './palette-rows';
import { PaletteGroup } from './PaletteGroup';
import { recentCommands } from './recent';
import { RECORD_SOURCES } from './record-sources';
import { registry } from './registry';
import { runCommand } from './run';
import type { Command, CommandContext, PaletteSource } from './types';
import { useCommandIndex, useFormatText } from './useCommandIndex';
import { usePaletteSources } from './usePaletteSources';
import styles from './commands.module.css';

export interface CommandPaletteProps {
  /** Defaults to the registry; the benchmark passes 5,000 generated commands. */
  commands?: readonly Command[];
  /** Records searched on the server while typing; the benchmark passes none. */
  sources?: readonly PaletteSource[];
}

export function CommandPalette({ commands = registry.commands, sources = RECORD_SOURCES }: CommandPaletteProps) {
  const intl = useIntl();
  const { paletteOpen } = useSnapshot(ui);
  // The chosen command runs once the palette has closed, so focus it moves (a search field) stays put.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (paletteOpen || !pending.current) return;
    const run = pending.current;
    pending.current = null;
    run();
  }, [paletteOpen]);

  return (
    <ModalOverlay
      isOpen={paletteOpen}
      onOpenChange={(open) => (open ? openOverlay('paletteOpen') : closeOverlay('paletteOpen'))}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.paletteModal}`}>
        <Dialog aria-label={intl.formatMessage({ id: 'commands.palette.title' })} className={styles.dialog}>
          <PaletteBody
            commands={commands}
            sources={sources}
            onChoose={(run) => {
              pending.current = run;
              closeOverlay('paletteOpen');
            }}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PaletteBody({ commands, sources, onChoose }: Required<CommandPaletteProps> & { onChoose: (run: () => void) => void }) {
  const intl = useIntl();
  const format = useFormatText();
  const baseCtx = useCommandContext();
  const ctx = useMemo<CommandContext>(() => withQuery(baseCtx, '', 'palette'), [baseCtx]);
  const index = useCommandIndex(commands);
  const available = useMemo(() => applicable(index, ctx), [index, ctx]);
  const { ids: recent } = useSnapshot(recentCommands);
  // Remembers its answers: typing on rescans only the previous matches, deleting answers from memory.
  const search = useMemo(() => paletteSearch({ index: available, recent, format }), [available, recent, format]);
  const allowed = useMemo(() => sources.filter((s) => !s.when || s.when(ctx)), [sources, ctx]);
  // The fixed texts, formatted once per locale rather than on every keystroke.
  const labels = useMemo(
    () => ({
      input: intl.formatMessage({ id: 'commands.palette.inputLabel' }),
      placeholder: intl.formatMessage({ id: 'commands.palette.placeholder' }),
      results: intl.formatMessage({ id: 'commands.palette.results' }),
      keys: intl.formatMessage({ id: 'commands.palette.keys' }),
      searching: intl.formatMessage({ id: 'commands.palette.searching' }),
    }),
    [intl],
  );
  return <PaletteMenu ctx={ctx} search={search} sources={allowed} labels={labels} onChoose={onChoose} />;
}

/** Keys with which cmdk moves the highlight. */
const MOVING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

interface PaletteMenuProps {
  ctx: CommandContext;
  search: (text: string) => PaletteView;
  sources: readonly PaletteSource[];
  labels: { input: string; placeholder: string; results: string; keys: string; searching: string };
  onChoose: (run: () => void) => void;
}

/** The text field and the options: the part that renders on every keystroke. */
function PaletteMenu({ ctx, search, sources, labels, onChoose }: PaletteMenuProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const view = useMemo(() => search(text), [search, text]);
  const { results: records, pending } = usePaletteSources(sources, text);
  const sections = useMemo(
    () => paletteSections(view, records, (source) => intl.formatMessage(source.section), text),
    [view, records, intl, text],
  );

  const listRef = useRef<HTMLDivElement>(null);
  const [budget, setBudget] = useState(() => firstPaintRows(window.innerHeight));
  // The rows that fit, measured once the palette is open (one layout read, at opening).
  useLayoutEffect(() => {
    const height = listRef.current?.clientHeight;
    if (height) setBudget(rowsIn(height));
  }, []);
  const { groups, complete } = useDrawnGroups(sections, budget);

  // The highlight: the first option, unless the user moved it (arrows, pointer) while this text was typed.
  const [picked, setPicked] = useState<{ text: string; value: string } | null>(null);
  const first = sections[0]?.rows[0]?.value ?? '';
  const active = picked && picked.text === text && rowByValue(sections, picked.value) ? picked.value : first;

  // Stable handlers, so options whose row did not change skip rendering while the user types.
  const latest = useRef({ ctx, text, sections, onChoose });
  latest.current = { ctx, text, sections, onChoose };
  const choose = useCallback((value: string) => {
    const { ctx: now, text: typed, sections: shown, onChoose: done } = latest.current;
    const row = rowByValue(shown, value);
    if (!row) return;
    const { target } = row;
    if (target.kind === 'record') done(() => void target.record.run(now));
    else done(() => runCommand(target.item.command, withQuery(now, target.item.withQuery ? typed.trim() : '', 'palette')));
  }, []);
  const onHighlight = useCallback((value: string) => {
    if (value) setPicked({ text: latest.current.text, value });
  }, []);

  // Enter pressed while the records for this text are on their way waits for them (they may take the
  // highlight), then runs what is highlighted; typing on drops it.
  const [enterOn, setEnterOn] = useState<string | null>(null);
  useEffect(() => {
    if (enterOn == null || pending) return;
    setEnterOn(null);
    if (enterOn === text && active) choose(active);
  }, [enterOn, pending, text, active, choose]);

  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const scrolled = useRef(false);
  const shown = useRef({ text, active });
  useLayoutEffect(() => {
    const input = inputRef.current;
    const list = listRef.current;
    if (!input || !list) return;
    input.setAttribute('aria-controls', list.id);
    const option = active ? list.querySelector<HTMLElement>(`[cmdk-item][data-value="${active.replace(/["\\]/g, '\\$&')}"]`) : null;
    if (option) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
    if (shown.current.text === text && shown.current.active === active) return;
    shown.current = { text, active };
    if (option && picked?.text === text && picked.value === active) option.scrollIntoView({ block: 'nearest' });
    else if (scrolled.current) {
      // The first option is highlighted: show the list from its top. Only a list that was scrolled needs
      // it, so typing reads no layout.
      list.scrollTop = 0;
      scrolled.current = false;
    }
  });

  return (
    <Cmdk
      value={active}
      onValueChange={onHighlight}
      onKeyDown={(event) => {
        // cmdk moves the highlight over the rows as drawn: draw them all first.
        if (MOVING_KEYS.has(event.key)) complete();
        // cmdk leaves a key whose default is prevented alone.
        if (event.key === 'Enter' && pending && !event.nativeEvent.isComposing) {
          event.preventDefault();
          setEnterOn(text);
        }
      }}
      shouldFilter={false}
      vimBindings={false}
      loop
      className={styles.palette}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- aria-controls is the list's generated id, set in the layout effect above
        role="combobox"
        aria-expanded
        aria-autocomplete="list"
        aria-label={labels.input}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={labels.placeholder}
        className={styles.input}
      />
      <Cmdk.List
        ref={listRef}
        label={labels.results}
        aria-busy={pending || undefined}
        className={styles.list}
        onScroll={() => {
          scrolled.current = true;
        }}
      >
        {sections.length === 0 && (
          <div role="presentation" className={styles.empty}>
            {intl.formatMessage({ id: 'commands.palette.empty' }, { query: text.trim() })}
          </div>
        )}
        {groups.map((group, place) => (
          <PaletteGroup key={place} group={group} place={place} platform={ctx.platform} onChoose={choose} />
        ))}
      </Cmdk.List>
      <div className={styles.footer} aria-live="polite">
        {pending && <span role="status">{labels.searching}</span>}
        {view.total > view.shown && (
          <span>{intl.formatMessage({ id: 'commands.palette.more' }, { shown: view.shown, total: view.total })}</span>
        )}
        <span className={styles.keys} aria-hidden="true">
          {labels.keys}
        </span>
      </div>
    </Cmdk>
  );
}
