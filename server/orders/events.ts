/**
 * Logs an order event (src/domain/resources/shop/order-events.ts) in the caller's transaction, so the event
 * exists exactly when what it records does: a status moved, a check decided, a return approved, a mail queued.
 */
import type { OrderEventIntegration, OrderEventKind } from '../../src/domain/orders/codes';
import type { OrderEventMessage, OrderEventValues } from '../../src/domain/orders/event-messages';
import { orderEvents } from '../db/schema';
import type { Executor } from '../db/types';

export interface OrderEventInput<I extends OrderEventIntegration = OrderEventIntegration> {
  orderId: number;
  integration: I;
  kind: OrderEventKind<I>;
  /** A person's own words in the timeline (a reason, a tracking reference), shown as written. */
  message?: string | null;
  /** What the server says, rendered in the reader's language (src/domain/orders/event-messages.ts). */
  code?: { id: OrderEventMessage; values: OrderEventValues };
  /** The acting user; 0 is the system, stored as no actor (the event's ActorID refers to a staff account). */
  actorId: number;
  at: Date;
}

export async function logOrderEvent<I extends OrderEventIntegration>(tx: Executor, event: OrderEventInput<I>): Promise<void> {
  await tx.insert(orderEvents).values({
    OrderID: event.orderId,
    Integration: event.integration,
    Kind: event.kind,
    Message: event.message ?? null,
    MessageCode: event.code?.id ?? null,
    MessageValues: event.code ? JSON.stringify(event.code.values) : null,
    ActorID: event.actorId || null,
    CreatedAt: event.at,
    UpdatedAt: event.at,
  });
}
