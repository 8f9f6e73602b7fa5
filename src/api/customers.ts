/**
 * Customers for the incoming-call lookup: the customers resource's list (the engine's protocol) asked with
 * the number as its free text, which the server matches against the normalized number; and the customer routes
 * beyond the engine (server/customers/routes.ts): a login link into the storefront, the merge preview and merge.
 */
import useSWR from 'swr';
import type { CustomerMatch } from '../domain/api-types';
import type { ResourceRecord } from '../domain/resources/types';
import { api, type ListResult } from './client';

export const customerKeys = {
  all: '/shop/customers',
  byPhone: (phone: string) => `/shop/customers?q=${encodeURIComponent(phone)}`,
  detail: (id: number | string) => `/shop/customers/${id}`,
};

/** Customers whose phone matches the number (the server compares normalized digits; the caller passes a phone number). */
export function useCustomersByPhone(phone: string | null | undefined, enabled = true) {
  const number = phone?.trim();
  return useSWR<ListResult<CustomerMatch>, unknown>(enabled && number ? customerKeys.byPhone(number) : null);
}

/** `POST …/{id}/login-link` (update customer): a one-time link into the customer's storefront and when it expires. */
export interface CustomerLoginLink {
  url: string;
  expiresAt: string;
}

export function requestLoginLink(id: number): Promise<CustomerLoginLink> {
  return api.post<CustomerLoginLink>(`${customerKeys.detail(id)}/login-link`, {});
}

/** What a merge moves: per resource's reference field to customers, how many records point at the customer. */
export interface MergePreview {
  from: ResourceRecord;
  into: ResourceRecord | null;
  moves: { resource: string; field: string; count: number }[];
}

export function mergePreview(id: number, into: number, signal?: AbortSignal): Promise<MergePreview> {
  return api.get<MergePreview>(`${customerKeys.detail(id)}/merge-preview`, { query: { into }, signal });
}

/** Merges customer `from` into `into`, both at the Versions the preview showed. */
export function mergeCustomers(from: ResourceRecord, into: ResourceRecord): Promise<MergePreview> {
  return api.post<MergePreview>(`${customerKeys.detail(from.ID)}/merge`, {
    into: into.ID,
    Version: from.Version,
    IntoVersion: into.Version,
  });
}
