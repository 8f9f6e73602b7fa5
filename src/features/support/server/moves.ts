/**
 * Assigning a ticket and the "change state" picker (the tickets' custom actions; the workflow's solve, spam,
 * close and reopen are the engine's, which answer a state they do not take as every workflow does: 40901 with the
 * ticket as it is now). A picked state the ticket's state does not go to is 40950 (docs/decisions.md "Support:
 * tickets").
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { TicketState } from '../domain/codes';
import { canMove } from '../domain/moves';
import { issue } from '../../../domain/validation';
import { users } from '../../../../server/db/schema';
import type { Tx } from '../../../../server/db/types';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import type { ActionContext } from '../../../../server/resources/hooks';

/** Roles that work tickets (update customer): SPEC.md section 6. */
const AGENT_ROLES = [1, 2, 4];

export function refuseMove(message = ERROR_TEXT[ErrorCode.TicketStateRefuses]): never {
  throw new ApiFailure(ErrorCode.TicketStateRefuses, message);
}

async function assertAgent(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, AGENT_ROLES)));
  if (!user)
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: AssigneeID`, {
      AssigneeID: issue('validation.oneOf'),
    });
}

/** Taking a new ticket: it is the taker's and read (Opened); otherwise the state stays. */
function assignToMe({ auth, record }: ActionContext): Record<string, unknown> {
  return { AssigneeID: auth.id, State: Number(record.State) === TicketState.New ? TicketState.Opened : Number(record.State) };
}

/** To a colleague who works tickets (a new ticket is then theirs to read: Unread), or to nobody (empty). */
async function assign({ tx, auth, record, input }: ActionContext): Promise<Record<string, unknown>> {
  const to = input?.AssigneeID == null ? null : Number(input.AssigneeID);
  if (to !== null) await assertAgent(tx, to);
  const state = Number(record.State);
  if (to !== null && state === TicketState.New) return { AssigneeID: to, State: to === auth.id ? TicketState.Opened : TicketState.Unread };
  return { AssigneeID: to };
}

function changeState({ record, input }: ActionContext): Record<string, unknown> {
  const to = Number(input?.State);
  // A stale Version never reaches here: the engine answers it with 40901 and the ticket as it is now first.
  if (!canMove(Number(record.State), to)) refuseMove();
  return { State: to };
}

export const ticketActions = { 'assign-to-me': assignToMe, assign, 'change-state': changeState };
