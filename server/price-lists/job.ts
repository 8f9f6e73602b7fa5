/**
 * Processing a price list runs as a durable job (server/jobs, kind `price-list`): the list's `process` action
 * enqueues it in its own transaction, and whichever server process claims it materialises the list's products
 * (processPriceList) in one transaction. A cancel before it starts stops it; once started it runs to the end
 * (one INSERT … SELECT), or rolls back whole.
 */
import type { Tx } from '../db/types';
import { defineJob, enqueueJob } from '../jobs';
import { processPriceList } from './process';

const PRICE_LIST_JOB = 'price-list';

interface PriceListJobPayload {
  id: number;
}

defineJob<PriceListJobPayload>(PRICE_LIST_JOB, {
  async run({ db, payload, progress, createdBy }) {
    await progress(0, 1);
    // One transaction of set-based statements; its progress is told after it (the job's own row is written
    // outside it, and the embedded database has one connection).
    const result = await db.transaction((tx) => processPriceList(tx, payload.id, () => {}, createdBy ?? 0));
    await progress(1, 1);
    return result;
  },
});

/** Queues the processing of a list, inside the caller's transaction. */
export function enqueuePriceListProcessing(tx: Tx, list: { ID: number } & Record<string, unknown>, createdBy: number) {
  return enqueueJob(tx, PRICE_LIST_JOB, { id: list.ID } satisfies PriceListJobPayload, {
    createdBy,
    title: String(list.Name),
    maxAttempts: 3,
  });
}
