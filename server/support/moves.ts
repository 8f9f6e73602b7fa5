/**
 * Assigning a ticket and the "change state" picker (the tickets' custom actions; the workflow's solve, spam,
 * close and reopen are the engine's). A move the state does not allow is 40950 (docs/decisions.md "Support:
 * tickets"), and so is a workflow move asked of one ticket whose state does not take it (ticketMoveGuard).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/domain/errors';
import { findAction } from '../../src/domain/resources/workflow';
import { TicketState } from '../../src/domain/support/codes';
import { canMove } from '../../src/domain/support/moves';
import { issue } from '../../src/domain/validation';
import { columnsOf, tickets, users } from '../db/schema';
import type { Tx } from '../db/types';
import type { AppEnv } from '../http/env';
import { ApiFailure, ERROR_TEXT, jsonBody } from '../http/errors';
import { versionOf } from '../resources/concurrency';
import type { ActionContext } from '../resources/hooks';

const T = columnsOf(tickets);
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
  if (!canMove(Number(record.State), to)) refuseMove();
  return { State: to };
}

export const ticketActions = { 'assign-to-me': assignToMe, assign, 'change-state': changeState };

/**
 * A workflow move of one ticket (`POST /tickets/{id}/{move}`) whose state does not take it is 40950, not the
 * engine's 40901: unless the Version sent is stale, which stays 40901 with the ticket as it is now.
 */
export const ticketMoveGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { resources, db } = c.get('deps');
  const def = resources.bindingOf('tickets').def;
  const action = findAction(def, c.req.param('action') ?? '');
  if (action?.transition) {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const [row] = await db
      .select({ state: T.State, version: T.Version })
      .from(tickets)
      .where(eq(T.ID, Number(c.req.param('id'))));
    const sent = versionOf(body?.Version);
    if (row && sent === Number(row.version) && !action.transition.from.includes(Number(row.state))) refuseMove();
  }
  await next();
};
