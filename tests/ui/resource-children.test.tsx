/**
 * Child collections in their parent's detail, for every declared child (found from the declarations): the
 * tab lists the parent's children, the list takes its own keys (n adds, Enter edits) without the parent's
 * detail acting on them, and the dialog's form has an editor for every field but the link to the parent; every
 * move of a child's workflow runs by its key on the focused row (a presale item received). Then a set gets a
 * component by keyboard alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES, resource } from '../../src/domain/resources';
import { writableFields } from '../../src/domain/resources/rules';
import { resourceActions } from '../../src/domain/resources/workflow';
import type { ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { screenByName } from '../../src/domain/screens';
import { loadCatalogue } from '../../src/intl';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { currentUrl, renderApp, resetApp } from './app-render';
import { chooseFirstOption, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

const children = RESOURCES.filter((r) => r.parent);
const base = (def: ResourceDef) => `/api/${def.area}/${def.path}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A parent record that has children, and how many. A child that changes only while its parent is in some
 * states (`parent.changesWhen`) gets a parent in one of them (`open`), or in none of them (`open: false`).
 */
async function parentWithChildren(child: ResourceDef, open = true): Promise<{ parent: ResourceRecord; count: number }> {
  const token = await server.current.signIn('admin');
  const parentDef = resource(child.parent!.resource);
  const childrenOf = async (parent: ResourceRecord) =>
    (await server.current.call('GET', `${base(child)}?${child.parent!.field}=${parent.ID}&limit=500`, { token })).body
      .data as ResourceRecord[];
  const lock = child.parent!.changesWhen;
  if (lock) {
    const filter = Object.entries(lock.when)
      .map(([key, values]) => {
        const options = (parentDef.fields.find((f) => f.key === key)?.options ?? []).map((o) => o.value);
        const wanted = open ? values : options.filter((o) => !values.some((v) => String(v) === String(o)));
        return `${key}=${encodeURIComponent(wanted.join(','))}`;
      })
      .join('&');
    const parents = (await server.current.call('GET', `${base(parentDef)}?${filter}&limit=50`, { token })).body.data as ResourceRecord[];
    for (const parent of parents) {
      const count = (await childrenOf(parent)).length;
      if (count) return { parent, count };
    }
    throw new Error(`The demo data holds no ${parentDef.name} matching ${filter} with ${child.name}`);
  }
  const [first] = (await server.current.call('GET', `${base(child)}?limit=1`, { token })).body.data as ResourceRecord[];
  if (!first) throw new Error(`The demo data holds no ${child.name}: seed some so its tab can be tested`);
  const parent = (await server.current.call('GET', `${base(parentDef)}/${first[child.parent!.field]}`, { token })).body as ResourceRecord;
  return { parent, count: (await childrenOf(parent)).length };
}

describe.each(children.map((def) => [def.name, def] as const))('child collection %s', (_name, def) => {
  it("is a tab of its parent's detail whose list takes its own keys and whose form leaves out the link", async () => {
    const sv = await loadCatalogue('sv');
    const parentDef = resource(def.parent!.resource);
    const { parent, count } = await parentWithChildren(def);
    await signInAs(server.current, 'admin');
    const path = screenByName.get(`${parentDef.screen}Detail`)!.path.replace(':id', String(parent.ID));
    const { user } = renderApp(path);
    const detail = await screen.findByRole('region', { name: recordTitle(parentDef, parent, 'sv') });
    await user.click(within(detail).getByRole('tab', { name: sv[def.noun.other] }));
    const grid = await within(detail).findByRole('grid', { name: sv[def.noun.other] });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(count));

    // Every column the rows draw is headed by its label (an order's timeline: when, integration, kind, message, who).
    const heads = [...(grid.parentElement?.parentElement?.querySelectorAll<HTMLElement>('[aria-hidden="true"] > [data-column]') ?? [])];
    const cells = [...within(grid).getAllByRole('row')[0].querySelectorAll<HTMLElement>('[data-column]')];
    expect(cells.length).toBeGreaterThan(0);
    expect(heads.map((h) => h.dataset.column)).toEqual(cells.map((c) => c.dataset.column));
    for (const head of heads) expect(head.textContent?.trim(), `${def.name} ${head.dataset.column}`).not.toBe('');

    // A read-only child (an order's events and transactions, written by the server) is only read: n and Enter open no form.
    if (!def.actions.create && !def.actions.edit) {
      within(grid).getAllByRole('row')[0].focus();
      await user.keyboard('n');
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(currentUrl()).toBe(path);
      return;
    }
    // n in the children's list adds a child; the parent's detail does not take the key as its own "new".
    within(grid).getAllByRole('row')[0].focus();
    await user.keyboard('n');
    const noun = sv[def.noun.one].toLocaleLowerCase('sv');
    const adding = await screen.findByRole('region', { name: sv['resource.children.add'].replace('{noun}', noun) });
    expect(currentUrl()).toBe(path);
    const labels = writableFields(def)
      .filter((f) => f.key !== def.parent!.field)
      .map((f) => sv[f.label]);
    // (An editor that loads in a chunk of its own, the date picker, comes a moment after the dialog.)
    for (const label of labels)
      await waitFor(() => expect(within(adding).queryAllByLabelText(new RegExp(`^${escape(label)}`)).length, label).toBeGreaterThan(0));
    expect(within(adding).queryByLabelText(sv[def.fields.find((f) => f.key === def.parent!.field)!.label])).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));

    // Enter on a row edits that child.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: sv['resource.children.edit'].replace('{noun}', noun) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe.each(children.filter((def) => def.parent!.changesWhen).map((def) => [def.name, def] as const))(
  'child collection %s of a parent that takes no changes',
  (_name, def) => {
    it('is read-only and says why: n and Enter open no form', async () => {
      const sv = await loadCatalogue('sv');
      const parentDef = resource(def.parent!.resource);
      const { parent, count } = await parentWithChildren(def, false);
      await signInAs(server.current, 'admin');
      const path = screenByName.get(`${parentDef.screen}Detail`)!.path.replace(':id', String(parent.ID));
      const { user } = renderApp(path);
      const detail = await screen.findByRole('region', { name: recordTitle(parentDef, parent, 'sv') });
      await user.click(within(detail).getByRole('tab', { name: sv[def.noun.other] }));
      const grid = await within(detail).findByRole('grid', { name: sv[def.noun.other] });
      await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(count));
      // The reason names the parent's state as the detail shows it (an order's status by its label).
      const [key] = Object.keys(def.parent!.changesWhen!.when);
      const option = parentDef.fields.find((f) => f.key === key)?.options?.find((o) => String(o.value) === String(parent[key]));
      const reason = sv[def.parent!.changesWhen!.reason].replace(`{${key}}`, option ? sv[option.label] : '');
      expect(within(detail).getByText(reason)).toBeInTheDocument();
      expect(within(detail).queryByRole('button', { name: sv['resource.children.add'].replace('{noun}', sv[def.noun.one]) })).toBeNull();
      within(grid).getAllByRole('row')[0].focus();
      await user.keyboard('n');
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
);

describe("a placed order's items", () => {
  it('change by keyboard, and the totals the order shows follow: a quantity of 1 → 6', async () => {
    const token = await server.current.signIn('admin');
    const { parent: order } = await parentWithChildren(resource('order-items'));
    const items = (await server.current.call('GET', `/api/shop/order-items?OrderID=${order.ID}&limit=500`, { token })).body
      .data as ResourceRecord[];
    const item = items[0];
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/shop/orders/${order.ID}`);
    const detail = await screen.findByRole('region', { name: recordTitle(resource('orders'), order, 'sv') });
    const sv = await loadCatalogue('sv');
    // The amounts as the detail writes them (the currency's sign aside): 1 198,00.
    const money = (text: unknown) =>
      new RegExp(
        escape(new Intl.NumberFormat('sv', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(text))).replace(
          /\s/g,
          '\\s',
        ),
      );
    expect((await within(detail).findAllByText(money(order.Total))).length).toBeGreaterThan(0);
    const itemsTab = sv[resource('order-items').noun.other];
    await user.click(within(detail).getByRole('tab', { name: itemsTab }));
    const grid = await within(detail).findByRole('grid', { name: itemsTab });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(items.length));
    within(grid).getAllByRole('row')[0].focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('region', { name: /orderrad/i });
    const quantity = within(form).getByRole('textbox', { name: /^Antal/ });
    await user.clear(quantity);
    await user.type(quantity, String(Number(item.Quantity) + 5));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await server.current.call('GET', `/api/shop/orders/${order.ID}`, { token })).body as ResourceRecord;
    expect(Number(saved.Total)).toBeGreaterThan(Number(order.Total));
    await user.click(within(detail).getByRole('tab', { name: sv['resource.detail.details'] }));
    expect((await within(detail).findAllByText(money(saved.Total))).length).toBeGreaterThan(0);
    expect(within(detail).getAllByText(money(saved.Subtotal)).length).toBeGreaterThan(0);
  });
});

describe("a set's components", () => {
  it('get a new component by keyboard alone: the product picked by searching, the quantity typed, Mod+S', async () => {
    const token = await server.current.signIn('admin');
    const [set] = (await server.current.call('GET', '/api/product/items?Type=3&limit=1', { token })).body.data as ResourceRecord[];
    const before = (await server.current.call('GET', `/api/product/set-components?SetID=${set.ID}`, { token })).body.data.length as number;
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/items/${set.ID}`);
    const detail = await screen.findByRole('region', { name: recordTitle(resource('products'), set, 'sv') });
    await user.click(within(detail).getByRole('tab', { name: 'Paketets delar' }));
    const grid = await within(detail).findByRole('grid', { name: 'Paketets delar' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(before));
    within(grid).getAllByRole('row')[0].focus();
    await user.keyboard('n');
    const form = await screen.findByRole('region', { name: 'Lägg till komponent' });
    const product = within(form).getByRole('combobox', { name: 'Produkt' });
    await waitFor(() => expect(product).toHaveFocus());
    await user.keyboard('GIFT-500');
    await chooseFirstOption(user, /Presentkort 500 kr/);
    await waitFor(() => expect(product).toHaveValue('Presentkort 500 kr'));
    const quantity = within(form).getByRole('textbox', { name: 'Antal' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(before + 1));
    // Rows are named by the component's product, not its id.
    expect(await within(grid).findByRole('row', { name: /Presentkort 500 kr/ })).toBeInTheDocument();
    const after = (await server.current.call('GET', `/api/product/set-components?SetID=${set.ID}`, { token })).body
      .data as ResourceRecord[];
    expect(after.map((c) => [c.ComponentID, c.Quantity])).toContainEqual([expect.any(Number), 3]);
    expect(after).toHaveLength(before + 1);
  });
});

/** A declared key (`shift+r`) as user-event types it. */
function typed(keys: string): string {
  const parts = keys.split('+');
  const key = parts.pop()!;
  const held = parts.map((m) => ({ shift: 'Shift', mod: 'Control', ctrl: 'Control', alt: 'Alt' })[m] ?? m);
  const main = key.length === 1 ? (held.includes('Shift') ? key.toUpperCase() : key) : `{${key}}`;
  return `${held.map((m) => `{${m}>}`).join('')}${main}${[...held]
    .reverse()
    .map((m) => `{/${m}}`)
    .join('')}`;
}

const keyedMoves = children.flatMap((def) =>
  resourceActions(def)
    .filter((action) => action.shortcut && action.transition)
    .map((action) => [`${def.name} ${action.id}`, def, action] as const),
);

describe.each(keyedMoves)('the child move %s', (_name, def, action) => {
  it("runs by its key on the focused row of its parent's tab: asked first when it asks, else done", async () => {
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const { field, from, to } = action.transition!;
    const [child] = (await server.current.call('GET', `${base(def)}?${field}=${from.join(',')}&limit=1`, { token })).body
      .data as ResourceRecord[];
    if (!child)
      throw new Error(`The demo data holds no ${def.name} with ${field} in ${from.join(', ')}: seed one so its key can be tested`);
    const parentDef = resource(def.parent!.resource);
    const parent = (await server.current.call('GET', `${base(parentDef)}/${child[def.parent!.field]}`, { token })).body as ResourceRecord;
    await signInAs(server.current, 'admin');
    const path = screenByName.get(`${parentDef.screen}Detail`)!.path.replace(':id', String(parent.ID));
    const { user } = renderApp(path);
    const detail = await screen.findByRole('region', { name: recordTitle(parentDef, parent, 'sv') });
    await user.click(within(detail).getByRole('tab', { name: sv[def.noun.other] }));
    const grid = await within(detail).findByRole('grid', { name: sv[def.noun.other] });
    const title = recordTitle(def, child, 'sv');
    const row = await waitFor(() => {
      const found = within(grid)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(title));
      expect(found, title).toBeDefined();
      return found!;
    });
    row.focus();
    await user.keyboard(typed(action.shortcut!));
    const read = async () => (await server.current.call('GET', `${base(def)}/${child.ID}`, { token })).body as ResourceRecord;
    if (action.confirm || action.input?.length) {
      const question = await screen.findByRole('alertdialog');
      expect(question).toHaveTextContent(sv[action.confirm ?? action.label].slice(0, 20));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect((await read())[field]).toEqual(child[field]);
    } else {
      await waitFor(async () => expect((await read())[field]).toEqual(to));
    }
  });
});
