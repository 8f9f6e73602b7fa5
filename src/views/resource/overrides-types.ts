/**
 * The parts of the engine a resource may replace with a bespoke component (overrides.ts): the content of a
 * list row, the detail's body, the edit form's body, tools beside the list's "New". Keyboard, URL, data and flows stay the engine's.
 */
import type { ComponentType } from 'react';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../domain/resources/types';

export interface RowProps {
  def: ResourceDef;
  record: ResourceRecord;
  /** The columns a wide list shows (a record is open beside it when empty). */
  columns: readonly FieldDef[];
}

export interface DetailBodyProps {
  def: ResourceDef;
  record: ResourceRecord;
  /**
   * Runs a change the body makes to the open record (a ticket's reply) as a decision: when it succeeds and the
   * reloaded list no longer holds the record, the record that followed it opens, as after a workflow move.
   */
  decide?: (change: () => Promise<boolean>) => Promise<boolean>;
}

export interface FormBodyProps {
  def: ResourceDef;
  /** The engine's editor for one field, bound to the form's state (value, validation, focus). */
  Editor: ComponentType<{ field: FieldDef }>;
  fields: readonly FieldDef[];
}

export interface ResourceOverrides {
  Row?: ComponentType<RowProps>;
  /**
   * The columns its Row draws in a wide list, in order, when they are not just the declaration's list fields
   * (a system column, a value read from elsewhere): their labels head the columns, their kinds size them.
   */
  columns?: readonly FieldDef[];
  /**
   * The natural order of the records when the user has chosen no sort and the whole list is loaded (a
   * tree's depth-first order, say); otherwise the server's order stands.
   */
  order?: (records: readonly ResourceRecord[]) => ResourceRecord[];
  Detail?: ComponentType<DetailBodyProps>;
  Form?: ComponentType<FormBodyProps>;
  /** Tools of the list's toolbar beside "New" (the products' multi-SKU fetch). */
  ListTools?: ComponentType<{ def: ResourceDef }>;
}
