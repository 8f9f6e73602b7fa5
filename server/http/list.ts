/** List answers (DESIGN.md "API"): `{ data, nextCursor }` with the total count in x-be-records. */
import type { Context } from 'hono';
import { HEADER_RECORDS } from '../../src/domain/constants';
import type { ListResponse } from '../../src/domain/api-types';
import type { Db } from '../db/types';
import type { AppEnv } from './env';

export function listResponse<T>(c: Context, data: T[], total: number, nextCursor: string | null = null): Response {
  c.header(HEADER_RECORDS, String(total));
  c.header('Access-Control-Expose-Headers', HEADER_RECORDS);
  return c.json({ data, nextCursor } satisfies ListResponse<T>);
}

/** The handler of a small table answered whole (the reference data): its rows as `read` selects them, one page. */
export function wholeList<T>(read: (db: Db) => Promise<T[]>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const data = await read(c.get('deps').db);
    return listResponse(c, data, data.length);
  };
}
