/**
 * Purchasing's own calls (src/features/purchasing/server/routes.ts): the proposal, a purchase order's lines as the
 * receive screen reads them, and a receipt posted. What they change is revalidated like the engine's writes.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, fetchAll } from '../../api/client';
import { revalidate } from '../../api/resources';
import { resource } from '../../domain/resources';
import type { ResourceRecord } from '../../domain/resources/types';
import type { ReceiptRequest } from './domain/receipts';

const PURCHASE_ORDERS = resource('purchase-orders');
const ITEMS = resource('purchase-order-items');

/** What a proposal did (server/propose.ts ProposalOutcome). */
export interface ProposalOutcome {
  lines: number;
  suppliers: number;
  created: number[];
  added: number[];
  withoutSupplier: number;
  underMinimum: { purchaseOrderId: number; number: string; supplier: string; total: string; minimum: string; minimumCurrency: string }[];
}

export async function proposePurchaseOrders(swr: { mutate: ScopedMutator }): Promise<ProposalOutcome> {
  const { data } = await api.post<{ data: ProposalOutcome }>('/shop/purchase-orders/propose');
  await revalidate(swr, PURCHASE_ORDERS, [...data.created, ...data.added]);
  return data;
}

/** A purchase order and every one of its lines, read together for the receive screen. */
export function useReceiving(id: number) {
  return useSWR<{ order: ResourceRecord; lines: ResourceRecord[] }, unknown>(`purchasing:receive:${id}`, async () => {
    const [order, lines] = await Promise.all([
      api.get<ResourceRecord>(`/shop/purchase-orders/${id}`),
      fetchAll<ResourceRecord>('/shop/purchase-order-items', { query: { PurchaseOrderID: id, limit: 200 } }),
    ]);
    return { order, lines };
  });
}

export interface ReceiptOutcome {
  purchaseOrder: ResourceRecord;
  lines: ResourceRecord[];
  repeated: boolean;
}

export async function postReceipt(swr: { mutate: ScopedMutator }, id: number, receipt: ReceiptRequest): Promise<ReceiptOutcome> {
  const { data } = await api.post<{ data: ReceiptOutcome }>(`/shop/purchase-orders/${id}/receipts`, receipt);
  await Promise.all([
    revalidate(swr, PURCHASE_ORDERS, [id]),
    revalidate(
      swr,
      ITEMS,
      data.lines.map((line) => line.ID),
    ),
  ]);
  return data;
}
