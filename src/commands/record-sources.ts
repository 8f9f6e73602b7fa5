/**
 * Records the palette finds on the server while the user types: customers by name or e-mail
 * (GET /api/shop/customers?q=). Choosing one opens its detail screen. Orders and products join here once
 * the server answers their lists.
 */
import { api, type ListResult } from '../api/client';
import { customerKeys } from '../api/customers';
import { canOpen } from '../domain/access';
import type { CustomerMatch } from '../domain/api-types';
import { screen, screenHref } from '../domain/screens';
import { SECTIONS } from './sections';
import type { PaletteSource } from './types';

/** Records per source: a handful, the palette is not a list screen. */
export const RECORDS_PER_SOURCE = 5;

const customerDetail = screen('ShopCustomerDetail');

export const customerSource: PaletteSource = {
  id: 'customers',
  section: SECTIONS.customers,
  minLength: 2,
  when: (ctx) => canOpen(ctx.viewer, customerDetail),
  search: async (text, signal) => {
    const answer = await api.get<ListResult<CustomerMatch>>(customerKeys.all, { query: { q: text, limit: RECORDS_PER_SOURCE }, signal });
    return (answer?.data ?? []).map((customer) => ({
      id: String(customer.ID),
      label: customer.Name,
      detail: [customer.Email, customer.City].filter(Boolean).join(' · '),
      run: (ctx) => ctx.navigate(screenHref(customerDetail, { id: customer.ID })),
    }));
  },
};

export const RECORD_SOURCES: readonly PaletteSource[] = [customerSource];
