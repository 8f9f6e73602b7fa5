import { proxy } from 'valtio';
import type { MessageDescriptor } from 'react-intl';

export type FlashType = 'success' | 'info' | 'warning' | 'error';

export interface FlashMessage {
  /** A message descriptor (translated when shown) with its values. */
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  details?: string;
  type: FlashType;
  /** Increments on every new message so the banner restarts its 4 s timer. */
  seq: number;
}

export const flash = proxy<{ current: FlashMessage | null }>({ current: null });

let seq = 0;

export function showFlash(
  message: MessageDescriptor,
  type: FlashType = 'info',
  options: { values?: Record<string, string | number>; details?: string } = {},
): void {
  seq += 1;
  flash.current = { message, type, values: options.values, details: options.details, seq };
}

export function closeFlash(): void {
  flash.current = null;
}
