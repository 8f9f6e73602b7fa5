/** Recently run command ids, most recent first, kept in local storage: the palette ranks them first. */
import { proxy } from 'valtio';
import { persist } from '../store/persist';
import { RECENT_COMMANDS_MAX } from './palette-model';

export { RECENT_COMMANDS_MAX };

export const recentCommands = proxy<{ ids: string[] }>({ ids: [] });

persist('recentCommands', recentCommands, ['ids']);

export function rememberCommand(id: string): void {
  recentCommands.ids = [id, ...recentCommands.ids.filter((x) => x !== id)].slice(0, RECENT_COMMANDS_MAX);
}

export function clearRecentCommands(): void {
  recentCommands.ids = [];
}
