/**
 * The tickets' hooks (server/resources/hooks.ts): the queue's named filters, and an edit's effect on the SLA
 * (a new priority before the first response moves the due time).
 */
import { sql } from 'drizzle-orm';
import { OPEN_TICKET_STATES } from '../domain/codes';
import { slaDueAt } from '../domain/sla';
import { codes } from '../../../../server/db/codes';
import type { ResourceHooks } from '../../../../server/resources/hooks';

const OPEN = codes(OPEN_TICKET_STATES);

export const ticketHooks: ResourceHooks = {
  namedFilters: {
    // The caller's own tickets (tickets_assignee_queue_idx).
    mine: (c, _now, viewer) => sql`${c.AssigneeID} = ${viewer}`,
    unassigned: (c) => sql`${c.AssigneeID} is null`,
    // No first response yet, still needing staff, and past its due time.
    overdue: (c, now) => sql`(${c.FirstResponseAt} is null and ${c.State} in (${OPEN}) and ${c.SlaDueAt} < ${now})`,
  },
  beforeWrite({ mode, current, values }) {
    if (mode !== 'update' || !current || current.FirstResponseAt != null) return;
    if (values.Priority !== undefined && Number(values.Priority) !== Number(current.Priority))
      values.SlaDueAt = slaDueAt(new Date(String(current.CreatedAt)), Number(values.Priority)).toISOString();
  },
};
