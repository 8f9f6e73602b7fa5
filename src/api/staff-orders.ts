/**
 * Staff orders (orders/new; server/orders/routes.ts): the active methods for the pickers, the server's quote
 * of the order as it stands, and placing it. The screen shows the quote's numbers, never its own.
 */
import useSWR from 'swr';
import type { StaffOrderQuote } from '../domain/orders/staff-order';
import type { ResourceRecord } from '../domain/resources/types';
import { api } from './client';

export interface OrderMethod {
  ID: number;
  Name: string;
  Stores: number[];
}

export function useOrderMethods() {
  return useSWR<{ shipping: OrderMethod[]; payment: OrderMethod[] }, unknown>('/shop/orders/methods');
}

export function quoteOrder(body: Record<string, unknown>, signal?: AbortSignal): Promise<StaffOrderQuote> {
  return api.post<StaffOrderQuote>('/shop/orders/quote', body, { signal });
}

export function placeOrder(body: Record<string, unknown>): Promise<ResourceRecord> {
  return api.post<ResourceRecord>('/shop/orders/place', body);
}
