/**
 * Customers (view:shop, checked by the area router). For now the incoming-call lookup and a free-text
 * search: `phone` matches the normalized number exactly (index customers_phone_normalized_idx); `q`
 * matches name or e-mail, and, when it is a phone number in any common form ("+46 70-123 45 67",
 * "0701234567", "46701234567"), the normalized number as `phone` does (so the palette finds a caller by
 * the number typed). Keyset pages on id.
 */
import { and, asc, count, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CustomerMatch } from '../../../src/domain/api-types';
import { ErrorCode } from '../../../src/domain/errors';
import { isPhoneNumber } from '../../../src/domain/phone';
import { formStruct, maxLength, storableText } from '../../../src/domain/validation';
import { customers } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ApiFailure, idParam, parseWith } from '../../http/errors';
import { listResponse } from '../../http/list';
import { cursorRule, decodeCursor, encodeCursor, limitOf, limitRules } from '../list-query';
import { phoneMatchKey, phoneRule } from './phone-match';

type CustomerQuery = { phone?: string; q?: string; limit?: string; cursor?: string };
const CustomerQuery = formStruct<CustomerQuery>({
  phone: [maxLength(40), storableText, phoneRule],
  q: [maxLength(200), storableText],
  limit: limitRules,
  cursor: [cursorRule],
});

const matchColumns = {
  ID: customers.id,
  Name: customers.name,
  Email: customers.email,
  Phone: customers.phone,
  City: customers.city,
};

/** A LIKE pattern that matches the text literally anywhere (%, _ and the escape character escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filtersOf(query: CustomerQuery): SQL[] {
  const filters: SQL[] = [];
  const phone = query.phone?.trim();
  if (phone) filters.push(eq(customers.phoneNormalized, phoneMatchKey(phone)));
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const matches = [ilike(customers.name, pattern), ilike(customers.email, pattern)];
    if (isPhoneNumber(text)) matches.push(eq(customers.phoneNormalized, phoneMatchKey(text)));
    filters.push(or(...matches)!);
  }
  return filters;
}

export function customerRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/customers', async (c) => {
    const query = parseWith(CustomerQuery, c.req.query());
    const limit = limitOf(query.limit);
    const after = query.cursor?.trim() ? decodeCursor(query.cursor.trim()) : null;
    const filters = filtersOf(query);
    const { db } = c.get('deps');
    const page = and(...filters, after === null ? undefined : gt(customers.id, after));
    const [rows, [{ total }]] = await Promise.all([
      db.select(matchColumns).from(customers).where(page).orderBy(asc(customers.id)).limit(limit + 1),
      db.select({ total: count() }).from(customers).where(and(...filters)),
    ]);
    const data: CustomerMatch[] = rows.slice(0, limit);
    const nextCursor = rows.length > limit ? encodeCursor(data[data.length - 1].ID) : null;
    return listResponse(c, data, total, nextCursor);
  });

  app.get('/customers/:id', async (c) => {
    const [customer] = await c.get('deps').db.select(matchColumns).from(customers).where(eq(customers.id, idParam(c)));
    if (!customer) throw new ApiFailure(ErrorCode.NotFound);
    const answer: CustomerMatch = customer;
    return c.json(answer);
  });

  return app;
}
