/**
 * A document's line prices explained (./LinePrices.tsx) as a chunk of its own, loaded when an order, invoice or offer
 * is opened: the lists paint without it.
 */
import { deferred } from '../deferred';

export const { Component: LinePrices } = deferred(() => import('./LinePrices').then((m) => m.LinePrices));
