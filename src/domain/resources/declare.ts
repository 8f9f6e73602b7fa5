/**
 * Small helpers the resource declarations share: message ids of a resource's noun and field hints, option
 * sets labelled `enums.<name>.<code>`, the usual create/edit/delete actions, and a declaration's own issue.
 */
import type { FieldIssue } from '../errors';
import { codes } from './fields';

/** Message ids of a resource's name: `resources.<id>.one` and `.other`. */
export const noun = (id: string) => ({ one: `resources.${id}.one`, other: `resources.${id}.other` });

/** Message id of a field's hint: `resources.<id>.help.<key>`. */
export const help = (id: string, key: string) => `resources.${id}.help.${key}`;

/** Options labelled `enums.<name>.<code>`. */
export const options = (name: string, values: readonly (number | string)[], tones?: Parameters<typeof codes>[2]) =>
  codes(`enums.${name}`, values, tones);

export const CRUD = { create: true, edit: true, delete: true } as const;

/** An issue of a declaration's own rule: its message id, English text and values. */
export const invalid = (id: string, message: string, values?: Record<string, string | number>): FieldIssue =>
  values ? { id, message, values } : { id, message };
