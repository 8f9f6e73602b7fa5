/** The database handle every query takes: PGlite and node-postgres share the PostgreSQL dialect. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: helpers that only read or write take whatever the caller holds. */
export type Executor = Db | Tx;
