/** Running a command: remember it when chosen in the palette, and tell the user if it fails. */
import { showFlash } from '../store/flash';
import { rememberCommand } from './recent';
import type { Command, CommandContext } from './types';

function failed(error: unknown): void {
  console.error(error);
  showFlash({ id: 'commands.failed' }, 'error', { details: error instanceof Error ? error.message : undefined });
}

export function runCommand(command: Command, ctx: CommandContext): void {
  if (ctx.source === 'palette') rememberCommand(command.id);
  try {
    const result = command.run(ctx);
    if (result && typeof result.then === 'function') result.catch(failed);
  } catch (error) {
    failed(error);
  }
}
