/** HTML, sanitized on the server before it is stored: `richText('Body')`. */
import { maxLength, storableText } from '../../validation';
import { make, typeIs, type DomainKind } from './kind';

export const richText = make('richText');

export const richTextKind: DomainKind = {
  maxLength: 20_000,
  html: true,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), storableText],
};
