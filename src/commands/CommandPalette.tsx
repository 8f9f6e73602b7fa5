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
 *   changes, instead of being unmounted and mounted again.
 * - Nothing reads layout while typing: the list is put back at its top only when it was scrolled.
 */
import { Command as Cmdk } from 'cmdk';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { closeOverlay, openOverlay, ui } from '../store/ui';
import { useCommandContext, withQuery } from './context';
import { applicable, paletteSearch } from './palette-model';
import { paletteSections, rowByValue } from './palette-rows';
import { recentCommands } from './recent';
import { RECORD_SOURCES } from './record-sources';
import { registry } from './registry';
import { runCommand } from './run';
import { ShortcutHint } from './ShortcutHint';
import { ariaKeyShortcuts } from './shortcuts';
import type { Command, CommandContext, PaletteSource, Platform, Shortcut } from './types';
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
      <Modal className={styles.modal}>
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
  const [text, setText] = useState('');
  const baseCtx = useCommandContext();
  const ctx = useMemo<CommandContext>(() => withQuery(baseCtx, '', 'palette'), [baseCtx]);
  const index = useCommandIndex(commands);
  const available = useMemo(() => applicable(index, ctx), [index, ctx]);
  const { ids: recent } = useSnapshot(recentCommands);
  // Remembers its answers: typing on rescans only the previous matches, deleting answers from memory.
  const search = useMemo(() => paletteSearch({ index: available, recent, format }), [available, recent, format]);
  const view = useMemo(() => search(text), [search, text]);
  const allowed = useMemo(() => sources.filter((s) => !s.when || s.when(ctx)), [sources, ctx]);
  const records = usePaletteSources(allowed, text);
  const sections = useMemo(() => paletteSections(view, records, (source) => format(source.section)), [view, records, format]);

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

  // The fixed texts, formatted once per locale rather than on every keystroke.
  const labels = useMemo(
    () => ({
      input: intl.formatMessage({ id: 'commands.palette.inputLabel' }),
      placeholder: intl.formatMessage({ id: 'commands.palette.placeholder' }),
      results: intl.formatMessage({ id: 'commands.palette.results' }),
      keys: intl.formatMessage({ id: 'commands.palette.keys' }),
    }),
    [intl],
  );

  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const shownFor = useRef(text);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const list = listRef.current;
    if (!input || !list) return;
    input.setAttribute('aria-controls', list.id);
    const option = active ? list.querySelector<HTMLElement>(`[cmdk-item][data-value="${active.replace(/["\\]/g, '\\$&')}"]`) : null;
    if (option) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
    if (shownFor.current !== text) {
      // New text, new options from the top (only a list the user scrolled needs moving, and no layout is read).
      shownFor.current = text;
      if (scrolled.current) {
        list.scrollTop = 0;
        scrolled.current = false;
      }
    } else if (option && picked?.value === active) {
      option.scrollIntoView({ block: 'nearest' });
    }
  });

  return (
    <Cmdk value={active} onValueChange={onHighlight} shouldFilter={false} vimBindings={false} loop className={styles.palette}>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
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
        {sections.map((section, at) => (
          // Keyed by place: a section slot and its rows stay mounted while the text changes.
          <Cmdk.Group key={at} value={`section-${at}`} heading={section.heading} className={styles.group}>
            {section.rows.map((row, place) => (
              <PaletteOption
                key={place}
                value={row.value}
                title={row.title}
                label={row.label}
                detail={row.detail}
                shortcut={row.shortcut}
                platform={ctx.platform}
                onChoose={choose}
              />
            ))}
          </Cmdk.Group>
        ))}
      </Cmdk.List>
      <div className={styles.footer} aria-live="polite">
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

interface PaletteOptionProps {
  value: string;
  title: string;
  label?: string;
  detail?: string;
  shortcut?: Shortcut;
  platform: Platform;
  onChoose: (value: string) => void;
}

/** One option, updated in place; re-rendered only when what it shows changes. */
const PaletteOption = memo(function PaletteOption({ value, title, label, detail, shortcut, platform, onChoose }: PaletteOptionProps) {
  return (
    <Cmdk.Item
      value={value}
      onSelect={onChoose}
      aria-label={label}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, platform) : undefined}
      className={styles.item}
    >
      <span className={styles.title}>{title}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
      {shortcut && <ShortcutHint shortcut={shortcut} platform={platform} />}
    </Cmdk.Item>
  );
});
