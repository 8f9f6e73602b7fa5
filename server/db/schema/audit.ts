/** Who changed what, when, with the record before and after (DESIGN.md "Data"). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

export const auditEvents = pgTable(
  'audit_events',
  {
    ...baseColumns(),
    /** The acting user; 0 is the system, null an anonymous caller. */
    actorId: integer('actor_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
