/** The users resource's declaration (setting). */
import { ROLE_IDS, roleMessageId } from '../../roles';
import { boolean, datetime, email, enumeration, password, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, help, noun, permissions } from './common';

/** Staff accounts on the hand-written `users` table (the server binds the keys to its columns). */
export const users: ResourceDef<'users'> = {
  name: 'users',
  area: 'setting',
  path: 'users',
  screen: 'SettingUser',
  goKey: 'u',
  table: 'users',
  titleField: 'Name',
  subtitleField: 'Username',
  permissions: permissions('user', 'user'),
  fields: [
    text('Username', { required: true, unique: true, list: 2, searchable: true, sortable: true }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true }),
    email('Email', { required: true, list: 3, searchable: true }),
    enumeration(
      'Role',
      ROLE_IDS.map((role) => ({ value: role, label: roleMessageId(role) })),
      { required: true, list: 2, filterable: true },
    ),
    boolean('CanApproveReturns', { list: 1, filterable: true }),
    password('Password', { required: true, help: help('users', 'Password') }),
    datetime('PasswordChangedAt', { readOnly: true, list: 2 }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: {
    ...CRUD,
    custom: [
      {
        id: 'reset-two-factor',
        label: 'resources.users.resetTwoFactor',
        permission: ['update', 'user'],
        confirm: 'resources.users.resetTwoFactorConfirm',
        done: 'resources.users.resetTwoFactorDone',
        bulk: false,
      },
    ],
  },
  keywords: ['users', 'staff', 'accounts', 'roles', 'användare', 'personal'],
  noun: noun('users'),
};
