/**
 * The keys of every picker built on PickerField (the record pickers, their adding kind, the category picker):
 * Enter with the options for the typed text showing chooses the first one shown, with no arrow key; the field
 * then shows it (an adding picker empties). Tab with options showing and none highlighted leaves the choice as
 * it was: nothing chosen, nothing added, the chosen text back in the field, the focus on the next field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceByName } from '../../src/domain/resources';
import { CategoryPicker } from '../../src/views/resource/pickers/CategoryPicker';
import { ReferencePicker } from '../../src/views/resource/pickers/ReferencePicker';
import { renderView, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

type Kind = 'customers' | 'products (adds)' | 'categories';

/** A picker holding its choice as a form does (an adding picker holds none), and a field after it. */
function Form({ kind, onChange }: { kind: Kind; onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const change = (id: number | null) => {
    onChange(id);
    if (kind !== 'products (adds)') setValue(id);
  };
  return (
    <form>
      {kind === 'categories' ? (
        <CategoryPicker label="Välj" value={value} onChange={change} />
      ) : (
        <ReferencePicker
          label="Välj"
          target={resourceByName.get(kind === 'customers' ? 'customers' : 'products')!}
          adds={kind === 'products (adds)'}
          value={value}
          onChange={change}
        />
      )}
      <label>
        Nästa
        <input />
      </label>
    </form>
  );
}

/** Text typed in each picker that the options answer with more than one option. */
async function texts(kind: Kind): Promise<[string, string]> {
  const token = await server.current.signIn('admin');
  const path = { customers: '/api/shop/customers', 'products (adds)': '/api/product/items', categories: '/api/product/categories' }[kind];
  const rows = (await server.current.call<{ data: { Name: string | Record<string, string> }[] }>('GET', `${path}?limit=40`, { token })).body
    .data;
  const names = rows.map((r) => (typeof r.Name === 'string' ? r.Name : r.Name.sv));
  // A word most names hold (two letters of a common one), and a later record's whole name.
  const word = names[0].slice(0, 2);
  return [word, names[names.length - 1]];
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

async function optionsIn() {
  await waitFor(() => {
    expect(screen.getByRole('listbox').closest('[aria-busy="true"]')).toBeNull();
    expect(options().length).toBeGreaterThan(0);
  }, WAIT);
}

describe('picker keys', () => {
  it.each<Kind>(['customers', 'products (adds)', 'categories'])('%s: Enter chooses the first shown, Tab keeps the choice', async (kind) => {
    await signInAs(server.current, 'admin');
    const [word, other] = await texts(kind);
    const chosen = vi.fn();
    const { user } = renderView(<Form kind={kind} onChange={chosen} />);
    const box = screen.getByRole('combobox', { name: 'Välj' });

    box.focus();
    await user.keyboard(word);
    await optionsIn();
    expect(options().length).toBeGreaterThan(1);
    const first = options()[0];
    // The option's own name (a record picker shows a detail beside it).
    const firstName = first.firstElementChild?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    if (kind === 'products (adds)') expect(box).toHaveValue('');
    else await waitFor(() => expect((box as HTMLInputElement).value.endsWith(firstName)).toBe(true), WAIT);
    const shown = (box as HTMLInputElement).value;

    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard(other);
    await optionsIn();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nästa' })).toHaveFocus();
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue(shown);
  });
});
