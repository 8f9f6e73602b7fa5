/**
 * Customers for the incoming-call lookup: the customers resource's list (the engine's protocol) asked with
 * the number as its free text, which the server matches against the normalized number.
 */
import useSWR from 'swr';
import type { CustomerMatch } from '../domain/api-types';
import type { ListResult } from './client';

export const customerKeys = {
  all: '/shop/customers',
  byPhone: (phone: string) => `/shop/customers?q=${encodeURIComponent(phone)}`,
  detail: (id: number | string) => `/shop/customers/${id}`,
};

/** Customers whose phone matches the number (the server compares normalized digits; the caller passes a phone number). */
export function useCustomersByPhone(phone: string | null | undefined, enabled = true) {
  const number = phone?.trim();
  return useSWR<ListResult<CustomerMatch>>(enabled && number ? customerKeys.byPhone(number) : null);
}
