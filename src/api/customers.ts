/** Customers: for now the incoming-call lookup's search by phone number. */
import useSWR from 'swr';
import type { CustomerMatch } from '../domain/api-types';
import type { ListResult } from './client';

export const customerKeys = {
  all: '/shop/customers',
  byPhone: (phone: string) => `/shop/customers?phone=${encodeURIComponent(phone)}`,
  detail: (id: number | string) => `/shop/customers/${id}`,
};

/** Customers whose phone matches the number (the server compares normalized digits). */
export function useCustomersByPhone(phone: string | null | undefined, enabled = true) {
  const number = phone?.trim();
  return useSWR<ListResult<CustomerMatch>>(enabled && number ? customerKeys.byPhone(number) : null);
}
