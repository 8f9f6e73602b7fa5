/** What the setting resources share: their permissions, helpers, option sets and rules. */
import type { UpdateSubject, ViewSubject } from '../../permissions';
import { issue, type Rule } from '../../validation';
import { CRUD, help, invalid, noun, options } from '../declare';
import { isBlankText as blank } from '../../validation';

export { CRUD, blank, help, invalid, noun, options };

export const SETTING_VIEW = ['view', 'setting'] as const;

/** Settings without an update subject of their own in SPEC.md section 6 (docs/decisions.md). */
const SETTING_UPDATE = ['update', 'setting'] as const;

export const SETTING = { view: SETTING_VIEW, update: SETTING_UPDATE };

export const permissions = (view: ViewSubject, update: UpdateSubject) => ({
  view: ['view', view] as const,
  update: ['update', update] as const,
});

/** Lower-case letters, digits and single hyphens (the same shape as a slug): safe as an SFTP login. */
export const loginName: Rule = (value) =>
  blank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(value)) ? null : issue('validation.slug');

export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/(3[0-2]|[12]?\d))?$/;

export const IPV6 = /^[0-9a-fA-F:]*:[0-9a-fA-F:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/;
