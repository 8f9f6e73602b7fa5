/**
 * Every record picker acts on the options for the text as it stands (issue 19 §1): a picker whose list
 * still shows the answer to earlier text (the unfiltered list) says it is searching, is busy, offers none of
 * the old options, and Enter pressed then waits and chooses the first option the server finds for the text
 * typed (a record the text names first). One case per record picker the declarations use (every resource a reference field points at, with
 * the field's `where`), and the adding kind of the order lines.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchResources } from '../../src/api/resources';
import { RESOURCES, resourceByName } from '../../src/domain/resources';
import { targetResource } from '../../src/domain/resources/kinds/reference';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { ReferencePicker } from '../../src/views/resource/pickers/ReferencePicker';
import { renderView, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

interface PickerCase {
  name: string;
  target: ResourceDef;
  where?: FieldDef['where'];
  adds?: boolean;
}

/** Every picker the declarations make: each target resource of a reference field with its `where`, once. */
function pickerCases(): PickerCase[] {
  const cases = new Map<string, PickerCase>();
  for (const def of RESOURCES) {
    for (const field of def.fields) {
      if (field.kind !== 'reference') continue;
      const target = resourceByName.get(targetResource(field) ?? '');
      if (!target) continue;
      const name = `${target.name}${field.where ? ` ${JSON.stringify(field.where)}` : ''}`;
      if (!cases.has(name)) cases.set(name, { name, target, where: field.where });
    }
  }
  // The order lines' product picker adds a line per choice and empties itself (orders/new).
  const products = resourceByName.get('products')!;
  cases.set('products (adds)', { name: 'products (adds)', target: products, adds: true });
  return [...cases.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Text that finds a record other than the unfiltered list's first: the title of a later record whose search
 * answers something else first. Null when the resource offers fewer than two records.
 */
async function textFindingAnother(c: PickerCase): Promise<{ text: string; first: number | null; expected: number | null } | null> {
  const all = (await searchResources(c.target, '', 20, undefined, c.where)).data;
  if (all.length < 2) return null;
  for (const record of all.slice(1).reverse()) {
    const text = recordTitle(c.target, record, 'sv').slice(0, 40).trim();
    if (!text || text.startsWith('#')) continue;
    const found = (await searchResources(c.target, text, 20, undefined, c.where)).data;
    // The picker offers a record the text names (its title) first, else the server's first.
    const named = found.find((r) => recordTitle(c.target, r, 'sv').trim().toLocaleLowerCase() === text.toLocaleLowerCase());
    const expected = (named ?? found[0])?.ID;
    if (expected != null && expected !== all[0].ID) return { text, first: all[0].ID, expected };
  }
  return null;
}

/** Holds the server's answers to searches for `text` until released (the page's fetch waits for them). */
function holdAnswersTo(text: string): { release: () => void } {
  const pageFetch = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URLSearchParams(url.split('?')[1] ?? '').get('q') === text.trim()) await released;
    return pageFetch(input, init);
  });
  return {
    release: () => {
      release();
      vi.stubGlobal('fetch', pageFetch);
    },
  };
}

describe('a record picker acts on the options for the text as it stands', () => {
  it.each(pickerCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await signInAs(server.current, 'admin');
    const wanted = await textFindingAnother(c);
    if (!wanted) return;
    const chosen = vi.fn();
    const { user } = renderView(
      <ReferencePicker label="Välj" target={c.target} where={c.where} adds={c.adds} value={null} onChange={chosen} />,
    );
    const box = screen.getByRole('combobox', { name: 'Välj' });
    box.focus();
    // The unfiltered list is shown first (the answer to the empty text)...
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1), WAIT);
    await user.keyboard('{Escape}');
    // ...then the text is typed at once, and ArrowDown and Enter follow before its answer is in (the answer
    // is held back until then, as a slow network or a busy server would).
    const answer = holdAnswersTo(wanted.text);
    try {
      await user.paste(wanted.text);
      const listbox = screen.getByRole('listbox');
      expect(listbox.closest('[aria-busy="true"]')).not.toBeNull();
      // No option of the earlier answer: only the list's word that it is searching.
      expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual(['Söker…']);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(chosen).not.toHaveBeenCalled();
    } finally {
      answer.release();
    }
    // Enter waited for the answer and chose its first option.
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(1), WAIT);
    expect(chosen).toHaveBeenCalledWith(wanted.expected);
    if (c.adds) await waitFor(() => expect(box).toHaveValue(''));
  });
});
