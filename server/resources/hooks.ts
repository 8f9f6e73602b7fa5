/**
 * Bespoke server behaviour of a resource, beside the generic engine: checks and changes before a write or
 * a delete, and handlers of custom actions that have no data-only `set`.
 */
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TokenPayload } from '../../src/domain/api-types';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { ActionOutcome } from '../../src/domain/resources/workflow';
import type { Tx } from '../db/types';
import type { ResourceRegistry } from './binding';

export type { ActionOutcome };

/** What every hook is given besides its own part: the transaction, the registry, who acts and when. */
export interface HookContext {
  tx: Tx;
  /** The registry of the resource written: how a hook reaches other resources. */
  resources: ResourceRegistry;
  auth: TokenPayload;
  now: Date;
}

/** The base of every hook's context, for a write by `context` (who and when) through `binding`'s registry. */
export function hookContext(tx: Tx, context: { auth: TokenPayload; now: Date }, binding: { resources: ResourceRegistry }): HookContext {
  return { tx, resources: binding.resources, auth: context.auth, now: context.now };
}

export interface WriteContext extends HookContext {
  mode: 'create' | 'update';
  /** The record as it is now (update only). */
  current: ResourceRecord | null;
  /**
   * The canonical values about to be stored, by field key (passwords still in plain text). A hook may
   * change them or add keys, including read-only fields (`PasswordChangedAt`).
   */
  values: Record<string, unknown>;
}

/** Many records written set-based (server/resources/bulk-mutations.ts): each as it was (null: new) and as written. */
export interface BulkWriteContext extends HookContext {
  mode: 'create' | 'update';
  writes: readonly { before: ResourceRecord | null; record: ResourceRecord }[];
}

/** A single write once its row is written (WriteContext's values as stored, `record` as answered). */
export interface AfterWriteContext extends Omit<WriteContext, 'values'> {
  record: ResourceRecord;
  /** The file store's folder, for a hook that writes a document (a print run's PDF); absent outside a request. */
  filesDir?: string;
}

interface DeleteContext extends HookContext {
  /** The records about to be deleted. */
  records: ResourceRecord[];
}

export interface ActionContext extends HookContext {
  record: ResourceRecord;
  /** The action's input, checked and normalized (null when it declares none). */
  input: Record<string, unknown> | null;
}

export interface EffectContext extends HookContext {
  /** The record as the action left it. */
  record: ResourceRecord;
  /** The record before the action. */
  before: ResourceRecord;
  input: Record<string, unknown> | null;
  /** The file store's folder (absent outside a request: then an effect that writes a document refuses). */
  filesDir?: string;
  /** The server's signing key (absent outside a request: then an effect that signs a link refuses). */
  signingKey?: string;
}

/**
 * What an action does beyond the record itself (a document, a linked record, an e-mail queued), in the
 * action's transaction: throw an ApiFailure to refuse the whole action. It may report what it did (the
 * message it queued: recipient, subject, outbox id): the answer to a one-record action carries that report
 * beside the record (ACTION_OUTCOME_KEY), and the browser's success flash may name its values.
 */
export type ActionEffect = (context: EffectContext) => Promise<ActionOutcome | void> | ActionOutcome | void;

/**
 * A custom action without `set`: returns what to store, by the table's property names (columns that are
 * not fields are allowed, e.g. the TOTP state of a user). The engine adds the version and the audit event.
 */
export type ActionHandler = (context: ActionContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** One proposed new value of one field: as the record holds it now, and as proposed (both canonical). */
export interface ProposedValue {
  key: string;
  before: unknown;
  after: unknown;
}

export interface ProposeContext extends HookContext {
  /** The record as it is now (locked for the transaction). */
  record: ResourceRecord;
  /** Each field whose proposed value differs from the record's. */
  values: readonly ProposedValue[];
}

/**
 * The SQL of a computed field over the row it is answered for: `row` holds the columns of the resource's
 * table by key (`row.ID`), rendered qualified by the table's name, so a correlated subquery reads them; a
 * subquery over the same table must alias it (drizzle's `alias`). It runs in the SELECT list of every read
 * (a page's rows, one record, RETURNING of a write), so it must be cheap per row: an indexed lookup.
 */
export type ComputedExpression = (row: Readonly<Record<string, AnyPgColumn>>) => SQL;

/**
 * The SQL of a named filter (ResourceDef `namedFilters`) over the resource's columns by key; `now` is the
 * request's time by the server's clock (a placeholder, a timestamptz), for a filter that reads time; `viewer` the
 * caller's user id (an integer placeholder), for a filter that reads who asks (a ticket queue's "mine").
 */
type NamedFilterCondition = (columns: Readonly<Record<string, AnyPgColumn>>, now: SQL, viewer: SQL) => SQL;

/**
 * A way the list's free text finds a record beyond its own fields (an order by its fulfilments' tracking
 * references): when the text `reads` as it, its `condition` over the resource's columns, given the text
 * `normalize`d as a placeholder, is matched instead of the plain-text pattern (ORed with any `matchedAs`
 * forms the text also reads as), so it can be one indexed lookup.
 */
export interface TextMatch {
  reads(text: string): boolean;
  normalize(text: string): string;
  condition(columns: Readonly<Record<string, AnyPgColumn>>, value: Placeholder | SQL): SQL;
}

export interface ResourceHooks {
  /** More ways the free text finds a record, by name (TextMatch). */
  textMatches?: Readonly<Record<string, TextMatch>>;
  /** The condition of each named filter (ResourceDef `namedFilters`), by key: every named filter has one. */
  namedFilters?: Readonly<Record<string, NamedFilterCondition>>;
  /** The SQL of each computed field (FieldDef `computed`), by key: every computed field has one. */
  computed?: Readonly<Record<string, ComputedExpression>>;
  /**
   * Keeps a colleague's proposed values for someone to decide (a declaration with `proposals`), in the
   * request's transaction: returns the proposals written.
   */
  propose?: (context: ProposeContext) => Promise<ResourceRecord[]>;
  /** Runs inside the write's transaction after validation; throw an ApiFailure to refuse. */
  beforeWrite?: (context: WriteContext) => Promise<void> | void;
  /**
   * beforeWrite's checks over many records written set-based, run in the write's transaction once they are all
   * written (so records of one write see each other); throw an ApiFailure to refuse them all. Checks only: a
   * resource whose beforeWrite changes values, or that has no afterWrites, is written record by record.
   */
  afterWrites?: (context: BulkWriteContext) => Promise<void> | void;
  /**
   * Runs inside a single write's transaction after the row is written and audited (what the write changes
   * elsewhere: an order's totals from its items). A resource with it and without afterWrites is written
   * record by record.
   */
  afterWrite?: (context: AfterWriteContext) => Promise<void> | void;
  /** Runs inside the delete's transaction before the rows go; throw an ApiFailure to refuse. */
  beforeDelete?: (context: DeleteContext) => Promise<void> | void;
  /** Runs inside the delete's transaction once the rows are gone (with the records as they were). */
  afterDelete?: (context: DeleteContext) => Promise<void> | void;
  /** Handlers of the custom actions without `set`, by action id. */
  actions?: Readonly<Record<string, ActionHandler>>;
  /** Effects named by actions' `effect`, run after the record changed. */
  effects?: Readonly<Record<string, ActionEffect>>;
  /** Audit entities written by other code for the same rows, shown in the history too (`user` for users). */
  historyAliases?: readonly string[];
}
