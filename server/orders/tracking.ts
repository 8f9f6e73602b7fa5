/**
 * The order fulfilments' tracking link in SQL (the computed field `TrackingLink`): the forwarder's tracking
 * page from src/domain/orders/forwarders.ts with the tracking reference put in, URL-encoded as the browser's
 * encodeURIComponent does for the characters a tracking reference holds (letters, digits, - _ . are kept;
 * anything else is percent-encoded byte by byte). Per answered row, with no table read.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FORWARDERS } from '../../src/domain/orders/forwarders';
import type { ComputedExpression } from '../resources/hooks';

/** `reference` percent-encoded outside A–Z a–z 0–9 - _ . ! ~ * ' ( ) (encodeURIComponent's unreserved set). */
function encoded(reference: AnyPgColumn): SQL {
  return sql`(select coalesce(string_agg(case when ch ~ '^[A-Za-z0-9_.!~*''()-]$' then ch else (select string_agg('%' || upper(lpad(to_hex(get_byte(convert_to(ch, 'UTF8'), i)), 2, '0')), '' order by i) from generate_series(0, octet_length(convert_to(ch, 'UTF8')) - 1) i) end, '' order by n), '') from regexp_split_to_table(${reference}, '') with ordinality as chars(ch, n))`;
}

export const trackingLinkSql: ComputedExpression = (row) => {
  const branches = Object.entries(FORWARDERS).map(([code, template]) => {
    const [head, tail] = template.split('{ref}');
    return sql`when ${code} then ${head} || ${encoded(row.TrackingReference)} || ${tail}`;
  });
  return sql`case ${row.Forwarder} ${sql.join(branches, sql` `)} end`;
};

/**
 * A tracking reference compacted as the palette sends it (src/domain/tracking.ts: upper case, no spaces), in
 * SQL: the expression of `order_fulfilments_tracking_compact_idx`, so a typed reference is one index lookup.
 */
export const compactTrackingSql = (reference: AnyPgColumn | SQL): SQL => sql`upper(replace(${reference}, ' ', ''))`;
