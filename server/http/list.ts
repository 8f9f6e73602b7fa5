/** List answers (DESIGN.md "API"): `{ data, nextCursor }` with the total count in x-be-records. */
import type { Context } from 'hono';
import { HEADER_RECORDS } from '../../src/domain/constants';
import type { ListResponse } from '../../src/domain/api-types';

export function listResponse<T>(c: Context, data: T[], total: number, nextCursor: string | null = null): Response {
  c.header(HEADER_RECORDS, String(total));
  c.header('Access-Control-Expose-Headers', HEADER_RECORDS);
  return c.json({ data, nextCursor } satisfies ListResponse<T>);
}
