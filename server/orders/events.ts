/**
 * Logs an order event (src/domain/resources/shop/order-events.ts) in the caller's transaction, so the event
 * exists exactly when what it records does: a status moved, a check decided, a return approved, a mail queued.
 * The order's timeline through the shared timeline logger (server/resources/timeline.ts): its own columns are the
 * integration and the kind.
 */
import type { OrderEventIntegration, OrderEventKind } from '../../src/domain/orders/codes';
import type { OrderEventMessage } from '../../src/domain/orders/event-messages';
import { orderEvents } from '../db/schema';
import type { Executor } from '../db/types';
import { timelineLogger, type TimelineEntry } from '../resources/timeline';

export interface OrderEventInput<I extends OrderEventIntegration = OrderEventIntegration> extends TimelineEntry<OrderEventMessage> {
  orderId: number;
  integration: I;
  kind: OrderEventKind<I>;
}

const orderTimeline = timelineLogger(orderEvents, (event: OrderEventInput) => ({
  OrderID: event.orderId,
  Integration: event.integration,
  Kind: event.kind,
}));

export function logOrderEvent<I extends OrderEventIntegration>(tx: Executor, event: OrderEventInput<I>): Promise<void> {
  return orderTimeline(tx, event);
}
