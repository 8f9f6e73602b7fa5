/**
 * The Outbox's own command (issue 9 §6): download the open (or focused) message as .eml, from the palette or
 * with Shift+D in the Outbox's list and detail. "Send again" is the outbox's workflow move (Shift+S),
 * generated like every resource's.
 */
import { downloadEmlOrTell } from '../../api/outbox';
import { errorMessageOf } from '../../api/client';
import { showFlash } from '../../store/flash';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';

const target = () => activeResourcePane('outbox')?.targets()[0];

/** Downloads the first target's .eml; a refusal is told in a flash. */
function downloadTargetEml(): Promise<void> {
  const record = target();
  if (!record) return Promise.resolve();
  return downloadEmlOrTell(record.ID, (error) => showFlash({ id: errorMessageOf(error) }, 'error'));
}

const keywords = ['eml', 'download', 'e-mail', 'mail', 'outbox', 'ladda ned', 'utkorg'];

export const outboxCommands: readonly Command[] = (['list', 'detail'] as const).map((scope): Command => ({
  id: scope === 'list' ? 'outbox.downloadEml.list' : 'outbox.downloadEml.detail',
  title: { id: 'commands.outbox.downloadEml' },
  section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
  keywords,
  shortcut: { keys: 'shift+d' },
  scope,
  resource: 'outbox',
  // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
  when: (ctx) =>
    (ctx.pane ? ctx.pane.resource === 'outbox' : scope === 'detail') && ctx.hasPermission('view:shop') && target() !== undefined,
  run: downloadTargetEml,
}));
