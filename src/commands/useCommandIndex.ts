/** The palette's search index for the current locale, built once per command list and locale. */
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { indexCommands, type IndexedCommand } from './palette-model';
import type { Command } from './types';

const cache = new WeakMap<readonly Command[], { messages: IntlShape['messages']; locale: string; index: IndexedCommand[] }>();

export type FormatText = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

export function useFormatText(): FormatText {
  const intl = useIntl();
  return useCallback<FormatText>((descriptor, values) => intl.formatMessage(descriptor, values), [intl]);
}

export function useCommandIndex(commands: readonly Command[]): IndexedCommand[] {
  const intl = useIntl();
  const hit = cache.get(commands);
  if (hit && hit.messages === intl.messages && hit.locale === intl.locale) return hit.index;
  const index = indexCommands(commands, (d, v) => intl.formatMessage(d, v));
  cache.set(commands, { messages: intl.messages, locale: intl.locale, index });
  return index;
}
