/** A write-only secret: `password('Password')`; hashed on the server, never answered; empty on update keeps it. */
import { maxLength, passwordPolicy, storableText } from '../../validation';
import { make, typeIs, type DomainKind } from './kind';

export const password = make('password');

export const passwordKind: DomainKind = {
  maxLength: 200,
  secret: true,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), storableText, passwordPolicy],
};
