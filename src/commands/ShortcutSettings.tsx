/**
 * Keyboard shortcut settings (WCAG 2.1.4): turn the single-key shortcuts (`g` sequences, `?`, `/`) off, or
 * give each of them other keys. Reached from the palette, the toolbar and the cheat sheet; kept in the
 * persisted preferences. A choice that clashes with another command's keys is refused, naming it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Switch } from 'react-aria-components/Switch';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FieldIssue } from '../domain/errors';
import { preferences, setShortcutPreferences, type ShortcutPreferences, type StoredShortcut } from '../store/preferences';
import { closeOverlay, openOverlay, ui } from '../store/ui';
import { Button } from '../views/common/Button';
import { TextInput } from '../views/common/TextInput';
import { useCommandContext } from './context';
import { commandTitle } from './palette-model';
import { registry } from './registry';
import { preferenceClashes, remappableCommands } from './shortcut-preferences';
import { parseShortcutText, shortcutLabel, shortcutText, ShortcutTextError, type ShortcutTextProblem } from './shortcuts';
import type { Command } from './types';
import styles from './commands.module.css';

const close = () => closeOverlay('shortcutSettingsOpen');
const PALETTE = registry.byId.get('shell.palette')?.shortcut;

const PROBLEMS: Record<ShortcutTextProblem, string> = {
  empty: 'commands.shortcuts.problem.empty',
  unknown: 'commands.shortcuts.problem.unknown',
  sequenceStep: 'commands.shortcuts.problem.sequenceStep',
  namedKey: 'commands.shortcuts.problem.namedKey',
};

export function ShortcutSettings({ commands = registry.commands }: { commands?: readonly Command[] }) {
  const { shortcutSettingsOpen } = useSnapshot(ui);
  return (
    <ModalOverlay
      isOpen={shortcutSettingsOpen}
      onOpenChange={(open) => (open ? openOverlay('shortcutSettingsOpen') : close())}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={`${styles.dialog} ${styles.sheet}`}>
          <SettingsForm commands={commands} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The text a field starts with: the user's own keys, none (empty), or the command's own. */
function initialText(command: Command, prefs: ShortcutPreferences): string {
  const own = Object.prototype.hasOwnProperty.call(prefs.keys, command.id) ? prefs.keys[command.id] : undefined;
  if (own === null) return '';
  return shortcutText((own ?? command.shortcut)!);
}

function SettingsForm({ commands }: { commands: readonly Command[] }) {
  const intl = useIntl();
  const ctx = useCommandContext();
  const { shortcuts } = useSnapshot(preferences) as { shortcuts: ShortcutPreferences };
  const title = (c: Command) => commandTitle(c, (d, v) => intl.formatMessage(d, v));

  /** Global character-key commands this user can run; the others keep whatever they had. */
  const listed = useMemo(
    () =>
      remappableCommands(commands).filter((c) => {
        try {
          return c.when({ ...ctx, source: 'global' });
        } catch {
          return false;
        }
      }),
    [commands, ctx],
  );

  const [singleKeys, setSingleKeys] = useState(shortcuts.singleKeys);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(listed.map((c) => [c.id, initialText(c, shortcuts)])),
  );
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});

  const reset = () => {
    setSingleKeys(true);
    setTexts(Object.fromEntries(listed.map((c) => [c.id, shortcutText(c.shortcut!)])));
    setIssues({});
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const listedIds = new Set(listed.map((c) => c.id));
    const keys: Record<string, StoredShortcut | null> = Object.fromEntries(
      Object.entries(shortcuts.keys).filter(([id]) => !listedIds.has(id)),
    );
    const found: Record<string, FieldIssue> = {};
    for (const c of listed) {
      const typed = (texts[c.id] ?? '').trim();
      if (!typed) {
        keys[c.id] = null;
        continue;
      }
      try {
        const shortcut = parseShortcutText(typed);
        if (shortcutText(shortcut) !== shortcutText(c.shortcut!)) keys[c.id] = shortcut;
      } catch (error) {
        const id = PROBLEMS[error instanceof ShortcutTextError ? error.problem : 'unknown'];
        found[c.id] = { id, message: id };
      }
    }
    const next: ShortcutPreferences = { singleKeys, keys };
    if (!Object.keys(found).length) {
      // Checked as if single keys were on, so turning them on later cannot make two commands share keys.
      for (const clash of preferenceClashes(commands, { ...next, singleKeys: true })) {
        const other = commands.find((c) => c.id === clash.b);
        found[clash.a] ??= {
          id: 'commands.shortcuts.problem.clash',
          message: 'clash',
          values: { command: other ? title(other) : clash.b },
        };
      }
    }
    setIssues(found);
    if (Object.keys(found).length) return;
    setShortcutPreferences(next);
    close();
  };

  return (
    <form onSubmit={save} className={styles.settings} noValidate>
      <div className={styles.sheetHeader}>
        <Heading slot="title" className={styles.sheetTitle}>
          {intl.formatMessage({ id: 'commands.shortcuts.title' })}
        </Heading>
      </div>
      <p className={styles.settingsIntro}>{intl.formatMessage({ id: 'commands.shortcuts.intro' })}</p>
      <Switch isSelected={singleKeys} onChange={setSingleKeys} className={styles.switch}>
        <span className={styles.track} aria-hidden="true" />
        {intl.formatMessage({ id: 'commands.shortcuts.singleKeys' })}
      </Switch>
      <p className={styles.settingsNote}>
        {singleKeys
          ? intl.formatMessage({ id: 'commands.shortcuts.paneKeys' })
          : intl.formatMessage(
              { id: 'commands.shortcuts.singleKeysOff' },
              { palette: PALETTE ? shortcutLabel(PALETTE, ctx.platform) : '' },
            )}
      </p>
      <fieldset className={styles.settingsKeys}>
        <legend className={styles.sheetSectionTitle}>{intl.formatMessage({ id: 'commands.shortcuts.keys' })}</legend>
        <p className={styles.settingsNote}>{intl.formatMessage({ id: 'commands.shortcuts.keysHelp' })}</p>
        {listed.map((c) => (
          <TextInput
            key={c.id}
            label={title(c)}
            value={texts[c.id] ?? ''}
            onChange={(value) => setTexts((current) => ({ ...current, [c.id]: value }))}
            description={intl.formatMessage({ id: 'commands.shortcuts.default' }, { keys: shortcutLabel(c.shortcut!, ctx.platform) })}
            issue={issues[c.id]}
            autoComplete="off"
            spellCheck="false"
            className={styles.settingsField}
          />
        ))}
      </fieldset>
      <div className={styles.settingsButtons}>
        <Button variant="ghost" onPress={reset}>
          {intl.formatMessage({ id: 'commands.shortcuts.reset' })}
        </Button>
        <Button slot="close">{intl.formatMessage({ id: 'commands.shortcuts.cancel' })}</Button>
        <Button type="submit" variant="primary">
          {intl.formatMessage({ id: 'commands.shortcuts.save' })}
        </Button>
      </div>
    </form>
  );
}
