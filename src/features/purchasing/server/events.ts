/**
 * Writes a purchase order's timeline event (src/features/purchasing/resources/purchase-order-events.ts) in the
 * caller's transaction, so an event exists exactly when what it records does: through the shared timeline logger
 * (server/resources/timeline.ts); its own columns are the kind and the time.
 */
import { PURCHASE_ORDER_EVENT_MESSAGES, type PurchaseOrderEventKind } from '../domain/events';
import { purchaseOrderEvents } from './schema';
import { timelineLogger, type TimelineEntry } from '../../../../server/resources/timeline';

export interface PurchaseOrderEventInput extends Omit<TimelineEntry, 'code'> {
  purchaseOrderId: number;
  kind: PurchaseOrderEventKind;
  /** The values of the kind's message (`purchaseOrderEvents.<kind>`). */
  values?: Readonly<Record<string, string | number>>;
}

const log = timelineLogger(purchaseOrderEvents, (event: PurchaseOrderEventInput & Pick<TimelineEntry, 'code'>) => ({
  PurchaseOrderID: event.purchaseOrderId,
  Kind: event.kind,
  Time: event.at,
}));

export function logPurchaseOrderEvent(tx: Parameters<typeof log>[0], event: PurchaseOrderEventInput): Promise<void> {
  return log(tx, { ...event, code: { id: PURCHASE_ORDER_EVENT_MESSAGES[event.kind], values: event.values ?? {} } });
}
