/** The sftp-users resource's declaration (setting). */
import type { Rule } from '../../validation';
import { boolean, datetime, enumeration, longText, password, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, IPV4, IPV6, blank, help, invalid, loginName, noun, options, permissions } from './common';

const SFTP_ACCESS = ['read', 'write', 'readWrite'] as const;

/** An absolute path without `..` segments. */
const absolutePath: Rule = (value) =>
  blank(value) || (/^\/[A-Za-z0-9._/-]*$/.test(String(value)) && !String(value).split('/').includes('..'))
    ? null
    : invalid('resources.sftpUsers.invalid.homeDirectory', 'Use an absolute path like /sftp/supplier');

/** One IPv4 or IPv6 address or CIDR range per line. */
const addressLines: Rule = (value) => {
  if (blank(value)) return null;
  const lines = String(value).split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trim();
    if (line !== '' && !IPV4.test(line) && !(IPV6.test(line) && line.split('::').length <= 2)) {
      return invalid('resources.sftpUsers.invalid.address', 'Line {line} is not an IP address or range', { line: i + 1 });
    }
  }
  return null;
};

/** Accounts of partners that exchange files with the shop over SFTP (supplier stock and price files, ERP exports). */
export const sftpUsers: ResourceDef<'sftp-users'> = {
  name: 'sftp-users',
  area: 'setting',
  path: 'users-sftp',
  screen: 'SettingUserSftp',
  table: 'sftp_users',
  titleField: 'Username',
  subtitleField: 'Name',
  permissions: permissions('user-sftp', 'user-sftp'),
  fields: [
    text('Username', { required: true, unique: true, list: 2, searchable: true, sortable: true, maxLength: 32, rules: [loginName] }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120, help: help('sftpUsers', 'Name') }),
    password('Password', { required: true, help: help('sftpUsers', 'Password') }),
    text('HomeDirectory', { required: true, list: 2, maxLength: 200, rules: [absolutePath], help: help('sftpUsers', 'HomeDirectory') }),
    enumeration('Access', options('sftpAccess', SFTP_ACCESS), { required: true, default: 'write', list: 1, filterable: true }),
    longText('AllowedAddresses', { maxLength: 2000, rules: [addressLines], help: help('sftpUsers', 'AllowedAddresses') }),
    longText('PublicKey', { maxLength: 4000, help: help('sftpUsers', 'PublicKey') }),
    datetime('ExpiresAt', { list: 1, sortable: true, help: help('sftpUsers', 'ExpiresAt') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Username', direction: 'asc' },
  actions: CRUD,
  keywords: ['sftp', 'sftp users', 'file transfer', 'ftp', 'filöverföring'],
  noun: noun('sftpUsers'),
};
