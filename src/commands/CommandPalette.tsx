/**
 * The command palette (Mod+K): a react-aria modal dialog holding a cmdk menu. cmdk gives the combobox,
 * the listbox and aria-selected on the active option; the filtering and ranking are ours (palette-model),
 * so 5,000 commands stay fast: only the first MAX_ITEMS matches are rendered.
 */
import { Command as Cmdk } from 'cmdk';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { closeOverlay, openOverlay, ui } from '../store/ui';
import { useCommandContext, withQuery } from './context';
import { applicable, paletteSearch, type PaletteItem } from './palette-model';
import { recentCommands } from './recent';
import { RECORD_SOURCES } from './record-sources';
import { registry } from './registry';
import { runCommand } from './run';
import { SECTIONS } from './sections';
import { ShortcutHint } from './ShortcutHint';
import { ariaKeyShortcuts } from './shortcuts';
import type { Command, CommandContext, PaletteRecord, PaletteSource } from './types';
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

  // Stable handlers, so options whose item did not change skip rendering while the user types.
  const latest = useRef({ ctx, text, onChoose });
  latest.current = { ctx, text, onChoose };
  const choose = useCallback((item: PaletteItem) => {
    const { ctx: now, text: typed, onChoose: done } = latest.current;
    done(() => runCommand(item.command, withQuery(now, item.withQuery ? typed.trim() : '', 'palette')));
  }, []);
  const chooseRecord = (record: PaletteRecord) => onChoose(() => void record.run(ctx));

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

  const searchForId = SECTIONS.searchFor.id;
  const commandGroups = view.groups.filter((g) => g.id !== searchForId);
  const tailGroups = view.groups.filter((g) => g.id === searchForId);

  return (
    <Cmdk
      label={labels.input}
      shouldFilter={false}
      vimBindings={false}
      loop
      className={styles.palette}
    >
      <Cmdk.Input
        autoFocus
        value={text}
        onValueChange={setText}
        placeholder={labels.placeholder}
        className={styles.input}
      />
      <Cmdk.List label={labels.results} className={styles.list}>
        <Cmdk.Empty className={styles.empty}>{intl.formatMessage({ id: 'commands.palette.empty' }, { query: text.trim() })}</Cmdk.Empty>
        {commandGroups.map((group) => (
          <Cmdk.Group key={group.id} value={group.id} heading={group.heading} className={styles.group}>
            {group.items.map((item) => (
              <PaletteOption key={item.key} item={item} platform={ctx.platform} onChoose={choose} />
            ))}
          </Cmdk.Group>
        ))}
        {records.map(({ source, records: found }) =>
          found.length ? (
            <Cmdk.Group key={`source:${source.id}`} value={`source:${source.id}`} heading={format(source.section)} className={styles.group}>
              {found.map((record) => (
                <Cmdk.Item key={record.id} value={`record:${source.id}:${record.id}`} onSelect={() => chooseRecord(record)} className={styles.item}>
                  <span className={styles.title}>{record.label}</span>
                  {record.detail && <span className={styles.detail}>{record.detail}</span>}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          ) : null,
        )}
        {tailGroups.map((group) => (
          <Cmdk.Group key={group.id} value={group.id} heading={group.heading} className={styles.group}>
            {group.items.map((item) => (
              <PaletteOption key={item.key} item={item} platform={ctx.platform} onChoose={choose} />
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
  item: PaletteItem;
  platform: CommandContext['platform'];
  onChoose: (item: PaletteItem) => void;
}

/** One option; re-rendered only when what it shows changes (items are rebuilt on every key). */
const PaletteOption = memo(
  function PaletteOption({ item, platform, onChoose }: PaletteOptionProps) {
    const shortcut = item.withQuery ? undefined : item.command.shortcut;
    return (
      <Cmdk.Item
        value={item.key}
        onSelect={() => onChoose(item)}
        aria-label={item.title}
        aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, platform) : undefined}
        className={styles.item}
      >
        <span className={styles.title}>{item.title}</span>
        {shortcut && <ShortcutHint shortcut={shortcut} platform={platform} />}
      </Cmdk.Item>
    );
  },
  (a, b) =>
    a.item.key === b.item.key && a.item.title === b.item.title && a.item.command === b.item.command &&
    a.item.withQuery === b.item.withQuery && a.platform === b.platform && a.onChoose === b.onChoose,
);
