/**
 * The invoice reminders' own routes beside the engine's (in the shop area, /api/shop):
 * - `POST /invoice-reminders/next-actions` (update billing) with `{ ids, dryRun? }` (src/features/billing/domain/next-actions.ts): the next
 *   action of each reminder named, where its rules allow (./reminders-steps.ts performNextActions), all in one
 *   transaction with the rows locked; one outcome per id in the order asked (an id asked twice answers once). With
 *   `dryRun` nothing changes and `ready` says what would be done. Ids that are not whole numbers ≥ 1, or more than
 *   NEXT_ACTIONS_MAX of them, are 40001. Balances are read from the invoices first: one paid meanwhile is `paid`.
 * - `GET /invoice-reminders/{id}/pdf` (as readable as the reminder, its declared document): the reminder letter as it would be sent today (./reminders-mail.ts), inline.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { NEXT_ACTIONS_MAX, type NextActionsAnswer, type NextActionsRequest } from '../domain/next-actions';
import { ErrorCode, type FieldIssue } from '../../../domain/errors';
import { invoiceReminders } from '../resources/invoice-reminders';
import { issue } from '../../../domain/validation';
import { inArea, routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, ERROR_TEXT, idParam, jsonBody } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { mutationContext } from '../../../../server/resources/routes';
import { reminderLetterBytes } from './reminders-mail';
import { performNextActions } from './reminders-steps';

function badRequest(field: string, detail: string, fieldIssue: FieldIssue): ApiFailure {
  return new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${detail}`, { [field]: fieldIssue });
}

/** The request checked: the ids once each in the order asked, and whether it is a dry run. */
function parseNextActions(body: unknown): Required<NextActionsRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('ids', 'the body is { ids: [...], dryRun? }', issue('validation.required'));
  const { ids, dryRun } = body as Record<string, unknown>;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > NEXT_ACTIONS_MAX)
    throw badRequest(
      'ids',
      `ids is a list of 1 to ${NEXT_ACTIONS_MAX} reminder ids`,
      issue('validation.maxValue', { max: NEXT_ACTIONS_MAX }),
    );
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1))
    throw badRequest('ids', 'every id is a whole number of at least 1', issue('validation.integer'));
  if (dryRun !== undefined && typeof dryRun !== 'boolean') throw badRequest('dryRun', 'dryRun is true or false', issue('validation.type'));
  return { ids: [...new Set(ids)], dryRun: dryRun === true };
}

export function reminderRoutes(): RouteDef[] {
  const routes = routeList();
  routes.post('/invoice-reminders/next-actions', inArea('shop', ['update', 'billing']), async (c) => {
    const { ids, dryRun } = parseNextActions(await jsonBody(c));
    const context = mutationContext(c);
    const { outcomes } = await context.db.transaction((tx) =>
      performNextActions(tx, context.resources, ids, { now: context.now, by: 'staff', actorId: context.auth.id, dryRun }),
    );
    return c.json({ data: outcomes } satisfies NextActionsAnswer);
  });

  routes.get(`/invoice-reminders/${ID_SEGMENT}/pdf`, resourceAccess(invoiceReminders).read, async (c) => {
    const { db, clock } = c.get('deps');
    const letter = await reminderLetterBytes(db, idParam(c), clock.now());
    if (!letter) throw new ApiFailure(ErrorCode.NotFound);
    return c.body(Buffer.from(letter.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(letter.fileName)}`,
      'Cache-Control': 'no-store',
    });
  });
  return routes.list;
}
