/**
 * What the orders' status moves and check decisions do beyond the record (src/domain/resources/shop/orders.ts):
 * each logs its order event in the move's transaction, with the reason the colleague gave, so the order's
 * timeline says who moved it, when and why. Snoozing a check also keeps its end, checked against the server's
 * clock (the form checked it against the browser's).
 */
import { ErrorCode } from '../../src/domain/errors';
import { CheckStatus } from '../../src/domain/orders/codes';
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { issueOf } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ActionEffect, ActionHandler, EffectContext } from '../resources/hooks';
import { logOrderEvent, type OrderEventInput } from './events';

type Logged = Pick<OrderEventInput, 'integration' | 'kind'>;

function reasonOf(input: Record<string, unknown> | null): string | null {
  const reason = input?.Reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
}

/**
 * An effect that logs one event: `integration`/`kind`, what the server says about it as a coded message
 * (`code`, rendered in the reader's language) and the colleague's reason as the event's own words.
 */
function logs(event: Logged, code?: (context: EffectContext) => OrderEventInput['code']): ActionEffect {
  return async (context) => {
    await logOrderEvent(context.tx, {
      orderId: context.record.ID,
      ...event,
      code: code?.(context),
      message: reasonOf(context.input),
      actorId: context.auth.id,
      at: context.now,
    });
  };
}

export const orderEffects: Readonly<Record<string, ActionEffect>> = {
  releasedToImport: logs({ integration: 'internal', kind: 'readyToImport' }),
  markedDelayed: logs({ integration: 'internal', kind: 'statusChanged' }),
  annulmentRequested: logs({ integration: 'internal', kind: 'cancelRequest' }),
  annulmentWithdrawn: logs({ integration: 'internal', kind: 'statusChanged' }),
  annulled: logs({ integration: 'internal', kind: 'cancel' }),
  checkApproved: logs({ integration: 'orderCheck', kind: 'approved' }),
  checkRejected: logs({ integration: 'orderCheck', kind: 'rejected' }),
  checkSnoozed: logs({ integration: 'orderCheck', kind: 'snoozed' }, ({ record }) => ({
    id: ORDER_EVENT_MESSAGES.snoozedUntil,
    values: { until: new Date(String(record.SnoozedUntil)).getTime() },
  })),
};

/** Snoozes an order's check until the time given, which must still be ahead by the server's clock. */
const snoozeCheck: ActionHandler = ({ input, now }) => {
  const until = new Date(String(input?.Until));
  if (!(until.getTime() > now.getTime())) {
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], {
      Until: issueOf('resources.orders.invalid.notInFuture', 'Must be later than now'),
    });
  }
  return { CheckStatus: CheckStatus.Snoozed, SnoozedUntil: until };
};

export const orderActionHandlers: Readonly<Record<string, ActionHandler>> = { 'snooze-check': snoozeCheck };
