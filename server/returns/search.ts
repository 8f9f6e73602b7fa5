/**
 * The free text of the returns and chargebacks lists (issue 19 §4): neither has a text field of its own, so
 * the text finds them through what people quote on the phone: the return's number (R1001, or its id), the order's number, the
 * customer's name, e-mail address or phone number. Each is a TextMatch (server/resources/hooks.ts), so the
 * list's own statement carries it and every lookup goes through an index: the return's key, the orders'
 * number and the customers' name and e-mail trigram indexes, the customers' normalized phone number, then
 * the returns' and chargebacks' indexes on their order, customer and return references.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isPhoneNumber, normalizePhone } from '../../src/domain/phone';
import { customers, orders, returns } from '../db/schema';
import type { TextMatch } from '../resources/hooks';

type Columns = Readonly<Record<string, AnyPgColumn>>;

/** `1234` or `#1234`: a record's number as people say it (at most nine digits: an integer key). */
const NUMBER = /^#?\s*(\d{1,9})$/;

/** A LIKE pattern that matches the text literally anywhere. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The text matches of a list whose rows name a return (`returnKey`: the return's own ID, or a chargeback's
 * ReturnID), an order (`OrderID`) and, through `customerIn`, the customers a set of customer ids holds.
 */
function returnDeskMatches(returnKey: string, customerIn: (c: Columns, ids: SQL) => SQL): Record<string, TextMatch> {
  const ordersNumbered = (value: SQL | Placeholder) => sql`(select ${orders.ID} from ${orders} where ${orders.Number} ilike ${value})`;
  return {
    returnNumber: {
      reads: (text) => NUMBER.test(text.trim()),
      normalize: (text) => NUMBER.exec(text.trim())![1],
      condition: (c, value) => sql`${c[returnKey]} = cast(${value} as integer)`,
    },
    // Any text: a part of the return's number (R1001), of the order's number, of the customer's name or e-mail
    // address (trigram indexes).
    text: {
      reads: (text) => text.trim() !== '',
      normalize: contains,
      condition: (c, value) =>
        sql`(${c[returnKey]} in (select ${returns.ID} from ${returns} where ${returns.Number} ilike ${value}) or ${c.OrderID} in ${ordersNumbered(value)} or ${customerIn(
          c,
          sql`(select ${customers.ID} from ${customers} where ${customers.Name} ilike ${value} or ${customers.Email} ilike ${value})`,
        )})`,
    },
    // A phone number typed in any common way: the customer's normalized number (customers_phone_normalized_idx).
    phone: {
      reads: isPhoneNumber,
      normalize: (text) => normalizePhone(text),
      condition: (c, value) => customerIn(c, sql`(select ${customers.ID} from ${customers} where ${customers.PhoneNormalized} = ${value})`),
    },
  };
}

/** Returns: by their number, their order's, their customer. */
export const RETURN_TEXT_MATCHES = returnDeskMatches('ID', (c, ids) => sql`${c.CustomerID} in ${ids}`);

/** Chargebacks: by their return's number, their order's, their return's customer. */
export const CHARGEBACK_TEXT_MATCHES = returnDeskMatches(
  'ReturnID',
  (c, ids) => sql`${c.ReturnID} in (select ${returns.ID} from ${returns} where ${returns.CustomerID} in ${ids})`,
);
