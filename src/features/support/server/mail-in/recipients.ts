/**
 * Which store a message was sent to: the store whose e-mail address it is, else the store at the address's domain
 * (the store's e-mail's domain, or its storefront's domain without "www."). Any other recipient is refused (550).
 */
import { stores } from '../../../../../server/db/schema';
import type { Db } from '../../../../../server/db/types';

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** The store receiving mail for `address`, or null when no store has that address or domain. */
export async function storeForRecipient(db: Db, address: string): Promise<number | null> {
  const recipient = address.trim().toLowerCase();
  if (!recipient.includes('@')) return null;
  const rows = await db.select({ id: stores.id, domain: stores.domain, email: stores.email }).from(stores).orderBy(stores.id);
  const exact = rows.find((row) => row.email?.trim().toLowerCase() === recipient);
  if (exact) return Number(exact.id);
  const domain = domainOf(recipient);
  const atDomain = rows.find(
    (row) => (row.email && domainOf(row.email.trim()) === domain) || row.domain.toLowerCase().replace(/^www\./, '') === domain,
  );
  return atDomain ? Number(atDomain.id) : null;
}
