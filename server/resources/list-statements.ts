/**
 * Prepared list statements, kept per database handle and list shape. Each shape's page and count queries
 * are rendered once and prepared under a name derived from their text, so node-postgres parses each on a
 * pooled connection only the first time it runs there. PostgreSQL still plans every execution with that
 * request's values (the pool sets plan_cache_mode = force_custom_plan, server/db/client.ts): a generic
 * plan walks the sort index for a rare word instead of using the trigram index, seconds instead of
 * milliseconds on a million rows. PGlite runs the same rendered text.
 */
import { createHash } from 'node:crypto';
import type { Executor } from '../db/types';

interface Rendered {
  sql: string;
  params: unknown[];
}

interface Preparable {
  toSQL(): Rendered;
  prepare(name: string): PreparedStatement;
}

interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

export interface ListStatements {
  list: PreparedStatement;
  count: PreparedStatement;
  /** What was prepared: name, text and parameters (placeholders among them; the benchmark's bare handler runs them too). */
  rendered: { list: Rendered & { name: string }; count: Rendered & { name: string } };
}

/** Shapes kept per database handle; beyond it the oldest is dropped (and rendered again if asked). */
const SHAPES_KEPT = 500;

const byHandle = new WeakMap<Executor, Map<string, ListStatements>>();

/** The statement name of a text: the same text, the same name, on every process. */
function statementName(text: string): string {
  return `list_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

function prepared(query: Preparable): { statement: PreparedStatement; rendered: Rendered & { name: string } } {
  const rendered = query.toSQL();
  const name = statementName(rendered.sql);
  return { statement: query.prepare(name), rendered: { ...rendered, name } };
}

export function preparedStatements(db: Executor, shape: string, build: () => { list: Preparable; count: Preparable }): ListStatements {
  let shapes = byHandle.get(db);
  if (!shapes) {
    shapes = new Map();
    byHandle.set(db, shapes);
  }
  let found = shapes.get(shape);
  if (!found) {
    const queries = build();
    const list = prepared(queries.list);
    const count = prepared(queries.count);
    found = { list: list.statement, count: count.statement, rendered: { list: list.rendered, count: count.rendered } };
    if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, found);
  }
  return found;
}
