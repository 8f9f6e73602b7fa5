/**
 * The shortcut cheat sheet (`?`): generated from the commands it is given (the keys in force: the user's
 * keyboard preferences applied), grouped by section; a way to the shortcut settings. It lists exactly the keys
 * that work now: a global key when it applies to the page, a pane's key when a pane on screen takes it, asked
 * with that pane's own actions and selection as the key would be (panes-on-screen.ts), so a detail that creates
 * and deletes nothing (a ticket) shows no N and no #, and a resource's own keys show while its pane is there.
 */
import { useMemo } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { preferences } from '../store/preferences';
import { closeOverlay, openOverlay, ui } from '../store/ui';
import { useCommandContext, withQuery } from './context';
import { commandTitle } from './palette-model';
import { panesOnScreen } from './panes-on-screen';
import { registry } from './registry';
import { ShortcutHint } from './ShortcutHint';
import type { Command, CommandContext } from './types';
import styles from './commands.module.css';

interface SheetSection {
  id: string;
  title: string;
  commands: { command: Command; title: string }[];
}

export function CheatSheet({ commands = registry.commands }: { commands?: readonly Command[] }) {
  const intl = useIntl();
  const { cheatSheetOpen } = useSnapshot(ui);
  return (
    <ModalOverlay
      isOpen={cheatSheetOpen}
      onOpenChange={(open) => (open ? openOverlay('cheatSheetOpen') : closeOverlay('cheatSheetOpen'))}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={`${styles.dialog} ${styles.sheet}`}>
          <div className={styles.sheetHeader}>
            <Heading slot="title" className={styles.sheetTitle}>
              {intl.formatMessage({ id: 'commands.cheatSheet.title' })}
            </Heading>
            <Button slot="close" className={styles.close}>
              {intl.formatMessage({ id: 'commands.cheatSheet.close' })}
            </Button>
          </div>
          <CheatSheetBody commands={commands} />
          <CheatSheetFooter />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Whether single keys are off, and the way to the shortcut settings. */
function CheatSheetFooter() {
  const intl = useIntl();
  const { shortcuts } = useSnapshot(preferences);
  return (
    <div className={styles.sheetFooter}>
      <p>{shortcuts.singleKeys ? null : intl.formatMessage({ id: 'commands.cheatSheet.singleKeysOff' })}</p>
      <Button
        className={styles.close}
        onPress={() => {
          closeOverlay('cheatSheetOpen');
          openOverlay('shortcutSettingsOpen');
        }}
      >
        {intl.formatMessage({ id: 'commands.cheatSheet.settings' })}
      </Button>
    </div>
  );
}

function applies(command: Command, ctx: CommandContext): boolean {
  try {
    return command.when(ctx);
  } catch {
    return false;
  }
}

/**
 * The key would run its command now: a global key in the page's context; a pane's key in a pane of its scope on
 * screen (of its resource, for a resource's own key, as PaneHotkeys binds it) with that pane's actions and selection.
 */
function keyWorks(command: Command, base: CommandContext): boolean {
  if (command.scope === 'global') return applies(command, { ...base, source: 'global' });
  return panesOnScreen().some((pane) => {
    if (pane.scope !== command.scope) return false;
    const actions = pane.actions();
    if (command.resource !== undefined && command.resource !== actions.resource) return false;
    return applies(command, { ...base, source: command.scope, pane: actions, selection: pane.selection() });
  });
}

function CheatSheetBody({ commands }: { commands: readonly Command[] }) {
  const intl = useIntl();
  const base = useCommandContext();
  const sections = useMemo(() => {
    const ctx: CommandContext = withQuery(base, '', 'global');
    const bySection = new Map<string, SheetSection>();
    for (const command of commands) {
      if (!command.shortcut || !keyWorks(command, ctx)) continue;
      const id = command.section.id ?? '';
      let section = bySection.get(id);
      if (!section) {
        section = { id, title: intl.formatMessage(command.section), commands: [] };
        bySection.set(id, section);
      }
      section.commands.push({ command, title: commandTitle(command, (d, v) => intl.formatMessage(d, v)) });
    }
    return [...bySection.values()];
  }, [commands, base, intl]);

  return (
    <div className={styles.sheetBody}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`cheat-${section.id}`} className={styles.sheetSection}>
          <h3 id={`cheat-${section.id}`} className={styles.sheetSectionTitle}>
            {section.title}
          </h3>
          <dl className={styles.sheetList}>
            {section.commands.map(({ command, title }) => (
              <div key={command.id} className={styles.sheetRow}>
                <dt>{title}</dt>
                <dd>
                  <ShortcutHint shortcut={command.shortcut!} platform={base.platform} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
