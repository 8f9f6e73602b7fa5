/**
 * Newsletters (src/domain/resources/shop/newsletters.ts) and their sends (server/content/newsletter-send.ts): the
 * newsletter's table with the job that sends it, and one row per address a newsletter went (or failed) to, so a
 * retried batch never mails an address twice: the row and its outbox message are written in one transaction.
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newsletters as newsletterDef } from '../../../src/domain/resources/shop/newsletters';
import { baseColumns } from './columns';
import { jobs } from './jobs';
import { outbox } from './mail';
import { resourceTable } from './resource-table';
import { customers } from './shop';
import { columnsOf } from './resource-table';

export const newsletters = resourceTable(newsletterDef, {
  columns: {
    /** The job sending it (the latest "Schedule"); a job that is not the newsletter's own sends nothing. */
    JobID: integer('job_id').references(() => columnsOf(jobs).ID, { onDelete: 'set null' }),
  },
});

/** `sent` (queued into the outbox) or `failed` (the address or the template refused it; `error` says why). */
export type NewsletterSendStatus = 'sent' | 'failed';

export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    ...baseColumns(),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => columnsOf(newsletters).ID, { onDelete: 'cascade' }),
    /** The subscriber it was for (the first customer of the address in the store group). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => columnsOf(customers).ID, { onDelete: 'cascade' }),
    /** The address, lower case: one send per address and newsletter. */
    email: text('email').notNull(),
    status: text('status').$type<NewsletterSendStatus>().notNull(),
    outboxId: integer('outbox_id').references(() => columnsOf(outbox).ID, { onDelete: 'set null' }),
    error: text('error'),
  },
  (t) => [uniqueIndex('newsletter_sends_address_key').on(t.newsletterId, t.email), index('newsletter_sends_customer_idx').on(t.customerId)],
);
