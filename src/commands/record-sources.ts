/**
 * Records the palette finds on the server while the user types: customers by name, e-mail or phone number
 * in their own group (GET /api/shop/customers?q=, the customers resource's list), and the records of every
 * other resource the user may view by their searchable fields (GET /api/common/search?q=). Choosing one
 * opens its detail screen.
 */
import { api, type ListResult } from '../api/client';
import { customerKeys } from '../api/customers';
import { canOpen } from '../domain/access';
import type { CustomerMatch, SearchHit } from '../domain/api-types';
import { HEADER_LOCALE, type Locale } from '../domain/constants';
import { resourceByName } from '../domain/resources';
import type { ResourceDef } from '../domain/resources/types';
import { screen, screenByName, screenHref } from '../domain/screens';
import { plainMessage } from '../intl';
import { preferences } from '../store/preferences';
import { SECTIONS } from './sections';
import type { PaletteSource } from './types';

/** Records per source: a handful, the palette is not a list screen. */
const RECORDS_PER_SOURCE = 5;

const customerDetail = screen('ShopCustomerDetail');

/** Resources with a palette group of their own, left out of the cross-resource hits. */
const OWN_GROUP: ReadonlySet<string> = new Set(['customers']);

const customerSource: PaletteSource = {
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

/**
 * A hit's subtitle as the person reads it: an option's name for a field with options (an invoice's status "Öppen",
 * not its code 2), the text as the server gave it otherwise.
 */
function subtitleText(def: ResourceDef, subtitle: string | null, locale: Locale): string | null {
  const field = def.fields.find((f) => f.key === def.subtitleField);
  const option = subtitle == null ? undefined : field?.options?.find((o) => String(o.value) === subtitle);
  return option ? (plainMessage(locale, option.label) ?? subtitle) : subtitle;
}

/** Hits per resource: a handful each, the palette is not a list screen. */
const RECORDS_PER_RESOURCE = 3;

const resourceRecordSource: PaletteSource = {
  id: 'resources',
  section: { id: 'resource.search.section' },
  minLength: 2,
  search: async (text, signal) => {
    const locale = preferences.locale;
    const answer = await api.get<{ data: SearchHit[] }>('/common/search', {
      query: { q: text, limit: RECORDS_PER_RESOURCE },
      headers: { [HEADER_LOCALE]: locale },
      signal,
    });
    return (answer?.data ?? []).flatMap((hit) => {
      if (OWN_GROUP.has(hit.Resource)) return [];
      const def = resourceByName.get(hit.Resource);
      const detail = def ? screenByName.get(`${def.screen}Detail`) : undefined;
      if (!def || !detail) return [];
      return [
        {
          id: `${hit.Resource}:${hit.ID}`,
          label: hit.Title,
          detail: [plainMessage(locale, def.noun.one) ?? def.name, subtitleText(def, hit.Subtitle, locale)].filter(Boolean).join(' · '),
          exact: hit.Exact,
          run: (ctx) => ctx.navigate(screenHref(detail, { id: hit.ID })),
        },
      ];
    });
  },
};

export const RECORD_SOURCES: readonly PaletteSource[] = [customerSource, resourceRecordSource];
