/** Palette and cheat-sheet sections, in display order. Titles live in commands.json. */
import type { MessageDescriptor } from 'react-intl';

function section(name: string): MessageDescriptor {
  return { id: `commands.sections.${name}` };
}

export const SECTIONS = {
  suggestions: section('suggestions'),
  recent: section('recent'),
  general: section('general'),
  shop: section('shop'),
  support: section('support'),
  product: section('product'),
  setting: section('setting'),
  list: section('list'),
  detail: section('detail'),
  todo: section('todo'),
  search: section('search'),
  customers: section('customers'),
  searchFor: section('searchFor'),
  preferences: section('preferences'),
  session: section('session'),
  help: section('help'),
} as const satisfies Record<string, MessageDescriptor>;
