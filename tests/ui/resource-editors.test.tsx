import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { engineCreates } from '../../src/domain/api-access';
import { fieldApplies, writableFields } from '../../src/domain/resources/rules';
import { RESOURCES } from '../../src/domain/resources';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { screen as screenNamed } from '../../src/domain/screens';
import { loadCatalogue } from '../../src/intl';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

const form = () => screen.getByRole('region', { name: /^(Redigerar|Ny produktgrupp)/ });

describe('field editors', () => {
  it('picks a category in the tree and a brand by searching, and shows them by name', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/groups/new');
    const question = await screen.findByRole('textbox', { name: 'Namn' });
    await user.type(question, 'Skärmar till iPhone 15');
    await user.type(within(form()).getByRole('textbox', { name: 'Kod' }), 'IP15-SCR');

    const category = within(form()).getByRole('combobox', { name: 'Kategori' });
    await user.click(category);
    await user.keyboard('skärmar');
    const options = await screen.findAllByRole('option', { name: /^Skärmar/ });
    expect(options.length).toBeGreaterThan(1);
    // A match shows where in the tree it sits.
    const iphone = options.find((o) => o.textContent?.includes('Reservdelar › iPhone'))!;
    await user.click(iphone);
    await waitFor(() => expect(category).toHaveValue('Reservdelar › iPhone › Skärmar'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Esc closes an open list first and leaves the form only when pressed again.
    await user.click(category);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/product/groups/new');

    const brand = within(form()).getByRole('combobox', { name: 'Varumärke' });
    await user.click(brand);
    await user.keyboard('spig');
    await user.click(await screen.findByRole('option', { name: /^Spigen/ }));
    await waitFor(() => expect(brand).toHaveValue('Spigen'));

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/product\/groups\/\d+$/));
    const detail = await screen.findByRole('region', { name: 'Skärmar till iPhone 15' });
    expect(within(detail).getByText('Reservdelar › iPhone › Skärmar')).toBeInTheDocument();
    await waitFor(() => expect(within(detail).getByText('Spigen')).toBeInTheDocument());
  });

  it('refuses a file larger than the field allows before sending it, in base-1000 units', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/categories/new');
    const image = await screen.findByRole('group', { name: 'Bild' });
    const input = image.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(2_500_000)], 'banner.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await within(image).findByText('banner.png är 2,50 MB, större än tillåtna 2,00 MB.')).toBeInTheDocument();
    expect(within(image).getByText('Ingen fil')).toBeInTheDocument();
  });

  it('lists categories in tree order, parents before their children', async () => {
    await signInAs(server.current, 'admin');
    const token = await server.current.signIn('admin');
    const all = (await server.current.call('GET', '/api/product/categories?limit=500', { token })).body.data as {
      ID: number;
      Name: string;
      ParentID: number | null;
    }[];
    // More than a page of them (the demo's tree): the list loads the rest by itself to put them in tree order.
    expect(all.length).toBeGreaterThan(50);
    renderApp('/product/categories');
    const grid = await findList('Kategorier');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(Math.min(all.length, 30)));
    const shown = rowsOf(grid).map((r) => Number(r.getAttribute('data-key')));
    const byId = new Map(all.map((c) => [c.ID, c]));
    shown.forEach((id, index) => {
      const parent = byId.get(id)!.ParentID;
      if (parent != null) expect(shown.slice(0, index)).toContain(parent);
    });
    expect(byId.get(shown[0])!.ParentID).toBeNull();
  });

  it('indents categories by their place in the tree and names their parents beside an open one', async () => {
    await signInAs(server.current, 'admin');
    const token = await server.current.signIn('admin');
    const found = (await server.current.call('GET', '/api/product/categories?q=Skärmar&limit=50', { token })).body.data as {
      ID: number;
      ParentID: number | null;
    }[];
    const child = found.find((c) => c.ParentID != null)!;
    renderApp(`/product/categories/${child.ID}`);
    const grid = await findList('Kategorier');
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(3));
    const row = await waitFor(() => rowsOf(grid).find((r) => /›/.test(r.textContent ?? ''))!);
    expect(row.textContent).toMatch(/^└?\S.*›/);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control a person finds a field by: a labelled input, select or switch, or a group named like it. */
function control(region: HTMLElement, label: string): HTMLElement | undefined {
  const scope = within(region);
  return (
    scope.queryAllByLabelText(label)[0] ??
    scope.queryAllByRole('group', { name: label })[0] ??
    scope.queryAllByRole('switch', { name: label })[0] ??
    scope.queryAllByRole('button', { name: new RegExp(`^${escape(label)}`) })[0]
  );
}

/** The writable fields a new record's form shows: those that apply to its default values (fieldApplies). */
function editable(def: ResourceDef): FieldDef[] {
  const defaults = Object.fromEntries(def.fields.map((f) => [f.key, f.default ?? null]));
  return writableFields(def).filter((f) => fieldApplies(f, defaults));
}

describe('every declared resource', () => {
  // Child collections are created in their parent's detail (resource-children.test.tsx).
  // A declaration with a bespoke new screen (orders/new: the staff order) is tested by that screen's own test.
  const creatable = RESOURCES.filter((r) => !r.singleton && !r.parent && engineCreates(r));
  it.each(creatable.map((r) => [r.name, r] as const))('%s: the new form has an editor for every writable field', async (_, def) => {
    const messages = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    const newScreen = screenNamed(`${def.screen}New`);
    renderApp(newScreen.path);
    const region = await screen.findByRole('region', { name: new RegExp(`^${escape(messages[newScreen.titleId])}`) }, { timeout: 15_000 });
    const missing = editable(def)
      .map((f) => messages[f.label])
      .filter((label) => !control(region, label));
    expect(missing).toEqual([]);
    cleanup();
  });

  const singletons = RESOURCES.filter((r) => r.singleton);
  it.each(singletons.map((r) => [r.name, r] as const))('%s: the one record opens as a form', async (_, def) => {
    const messages = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    renderApp(screenNamed(def.screen).path);
    const region = await screen.findByRole('region', { name: messages[def.noun.one] }, { timeout: 15_000 });
    const missing = editable(def)
      .map((f) => messages[f.label])
      .filter((label) => !control(region, label));
    expect(missing).toEqual([]);
  });
});
