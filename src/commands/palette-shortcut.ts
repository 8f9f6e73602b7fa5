/**
 * The palette's key, declared once: the palette command binds it (shell.commands.ts) and the key buffer
 * (key-buffer.ts), which runs before the command layer has loaded, keeps it for the palette.
 */
import type { Shortcut } from './types';

export const PALETTE_SHORTCUT: Shortcut = { keys: 'mod+k' };
