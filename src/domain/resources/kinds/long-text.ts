/** Several lines of plain text: `longText('Description')`. */
import { maxLength, storableText } from '../../validation';
import { make, typeIs, type DomainKind } from './kind';
import { trimmed } from './text';

export const longText = make('longText');

export const longTextKind: DomainKind = {
  maxLength: 5_000,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), storableText],
  normalize: trimmed,
};
