/**
 * Typing a record's title or number in the palette offers that record first, so Enter opens it: before the
 * commands whose titles merely match ("uag" is inside "Byt språk"), and before the searches the text looks like
 * ("Sök ordrar efter …" for digits, "Sök produkter efter …" for letters with digits). Generic over every
 * resource the palette finds records of (searchable, with a screen of its own to open), each with a title taken
 * from the demo shop through the API (the shortest, which other texts contain most often) and each identifier a
 * record is named by (a ticket's number, a product's SKU); then the demo records the tester named.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceBase } from '../../src/api/resources';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { screenByName, screenHref } from '../../src/domain/screens';
import { messagesFor } from '../../src/intl';
import { currentUrl, renderApp, resetApp } from './app-render';
import { startSession, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
/** One sign-in for the file: each test's session starts with its token, and the test's own reads go with it. */
let admin: string;
beforeAll(async () => {
  admin = await server.current.signIn('admin');
});

// The real API searching every resource on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 300_000 });

/** The resources whose records the palette offers (record-sources.ts): searched on the server, with a detail screen to open. */
const OFFERED = RESOURCES.filter(
  (def) => !def.singleton && def.fields.some((f) => f.searchable) && screenByName.has(`${def.screen}Detail`),
);

/** A field's value as the person reads it in Swedish. */
function textOf(value: unknown): string {
  if (value && typeof value === 'object') return String((value as Record<string, string>).sv ?? '').trim();
  return value == null ? '' : String(value).trim();
}

/** Texts the palette searches for (from two characters) and a person types whole. */
const typable = (text: string): boolean => text.length >= 2 && text.length <= 80;

/** What to type for a resource: its shortest searchable title, and the first value of each identifier. */
function namesOf(def: ResourceDef, records: readonly ResourceRecord[]): { text: string; id?: number }[] {
  const names: { text: string; id?: number }[] = [];
  if (def.fields.find((f) => f.key === def.titleField)?.searchable) {
    const titles = records.map((r) => textOf(r[def.titleField])).filter(typable);
    const shortest = [...titles].sort((a, b) => a.length - b.length)[0];
    if (shortest) names.push({ text: shortest });
  }
  for (const field of def.fields.filter((f) => f.searchable && f.unique && f.key !== def.titleField)) {
    const record = records.find((r) => typable(textOf(r[field.key])));
    if (record) names.push({ text: textOf(record[field.key]), id: record.ID });
  }
  return names;
}

const palette = () => screen.getByRole('dialog', { name: 'Kommandopalett' });
const options = (dialog = palette()) => within(dialog).queryAllByRole('option');
const highlighted = (shown = options()) => shown.find((o) => o.getAttribute('aria-selected') === 'true');
/** An option's title: its first text, before a record's detail. */
const titleOf = (option: HTMLElement): string => option.firstElementChild?.textContent ?? '';
/** The palette's groups of records: the customers, and the records of every other resource. */
const recordGroups = (dialog = palette()) =>
  within(dialog).queryAllByRole('group', {
    name: new RegExp(`^(${messagesFor('sv')['commands.sections.customers']}|${messagesFor('sv')['resource.search.section']})$`),
  });

/**
 * Opens the palette (or, when it is open, empties its field, as a person types over what they typed before), types the
 * text (as keys) and waits for the server's records: the palette's dialog.
 */
async function typeInPalette(user: ReturnType<typeof renderApp>['user'], text: string, open?: HTMLElement): Promise<HTMLElement> {
  let dialog = open;
  if (dialog) await user.clear(within(dialog).getByRole('combobox'));
  else {
    await user.keyboard('{Control>}k{/Control}');
    dialog = await screen.findByRole('dialog', { name: 'Kommandopalett' });
  }
  await user.keyboard(text.replace(/[{[]/g, '$&$&'));
  const list = within(dialog).getByRole('listbox');
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), { timeout: 60_000 });
  return dialog;
}

/** The resource's own name in Swedish, as the palette's option says it ("Varumärke · …"). */
const nounOf = (def: ResourceDef): string => messagesFor('sv')[def.noun.one];

describe('the palette offers the record named first', () => {
  it('finds the resources people look for among those it searches', () => {
    expect(OFFERED.map((def) => def.name)).toEqual(
      expect.arrayContaining(['brands', 'products', 'customers', 'tickets', 'subscriptions', 'invoices', 'orders']),
    );
  });

  it('offers the record of each resource whose title or number is typed first, before any command or search', async () => {
    startSession(admin);
    // One app for every resource: the palette opens wherever the last Enter led.
    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const wrong: string[] = [];
    let typed = 0;
    // The palette left open by a name that Enter was not pressed on: the next one is typed over it (its whole list is
    // drawn once per name either way; closing it and opening it again cost about a quarter of each name's time besides).
    let open: HTMLElement | undefined;
    for (const def of OFFERED) {
      const list = await server.current.call<{ data: ResourceRecord[] }>('GET', `/api${resourceBase(def)}?limit=100`, { token: admin });
      expect(list.status).toBe(200);
      // A resource the demo shop leaves empty, or whose records have no title yet (print runs), names nothing.
      for (const { text, id } of namesOf(def, list.body.data)) {
        typed++;
        // The palette as the records left it, read once: its options and record groups (queries over the whole page
        // cost more than the check).
        const dialog = await typeInPalette(user, text, open);
        open = undefined;
        const shown = options(dialog);
        if (highlighted(shown) !== shown[0]) wrong.push(`"${text}": the first option is not the one highlighted`);
        // This resource's first record, which says what it is (a customer's group is its own, Kunder), titled with
        // the text when a title was typed (Enter below shows which record a number found).
        const place = shown.findIndex(
          (option) =>
            (def.name === 'customers' || option.textContent.includes(nounOf(def))) &&
            (id !== undefined || titleOf(option).toLowerCase() === text.toLowerCase()),
        );
        // Before it only records of other resources that bear the same name (a category and a product group both
        // called "Powerbanks", a payment method whose SKU is a reminder action's title), never a command or a search.
        const records = recordGroups(dialog);
        const before = shown
          .slice(0, Math.max(place, 0))
          .filter((o) => !records.some((group) => group.contains(o)) || !o.textContent.toLowerCase().includes(text.toLowerCase()));
        if (place < 0) wrong.push(`${def.name} "${text}": no option for the record`);
        else if (before.length) wrong.push(`${def.name} "${text}": ${before.map((o) => `"${o.textContent}"`).join(', ')} first`);
        if (place < 0 || id === undefined) {
          open = dialog;
          continue;
        }
        // Typed by a number the option may not show: Enter on it opens the very record.
        for (let step = 0; step < place; step++) await user.keyboard('{ArrowDown}');
        await user.keyboard('{Enter}');
        const detail = screenHref(screenByName.get(`${def.screen}Detail`)!, { id });
        await waitFor(() => expect(currentUrl(), `${def.name} "${text}" opens its record`).toBe(detail), { timeout: 30_000 });
      }
    }
    expect(typed).toBeGreaterThan(OFFERED.length);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['UAG', 'brands'],
    ['Tech21', 'brands'],
    ['dbramante1928', 'brands'],
    ['S1026', 'subscriptions'],
    ['500011', 'invoices'],
  ])('%s opens the %s record of that name with Enter', async (text, name) => {
    startSession(admin);
    const def = RESOURCES.find((d) => d.name === name)!;
    const found = await server.current.call<{ data: ResourceRecord[] }>('GET', `/api${resourceBase(def)}?q=${text}`, { token: admin });
    const record = found.body.data.find((r) => textOf(r[def.titleField]) === text);
    expect(record, `the demo shop's ${name} "${text}"`).toBeDefined();

    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    await typeInPalette(user, text);
    expect(highlighted()).toBe(options()[0]);
    expect(highlighted()).toHaveTextContent(`${text}${nounOf(def)}`);
    // What it says of the record reads as words: an invoice's status by its name, not its code.
    expect(highlighted()!.textContent).not.toMatch(/· \d+$/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(screenHref(screenByName.get(`${def.screen}Detail`)!, { id: record!.ID })), {
      timeout: 30_000,
    });
  });

  it("a ticket's number opens that ticket with Enter, before the product search its letters and digits suggest", async () => {
    startSession(admin);
    const tickets = await server.current.call<{ data: ResourceRecord[] }>('GET', '/api/support/tickets?limit=5&sort=-Number', {
      token: admin,
    });
    const ticket = tickets.body.data[0];
    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    await typeInPalette(user, String(ticket.Number));
    expect(within(palette()).getByRole('option', { name: /Sök produkter/ })).toBeInTheDocument();
    expect(highlighted()).toBe(options()[0]);
    expect(highlighted()).toHaveTextContent(String(ticket.Number));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`/support/tickets/${ticket.ID}`), { timeout: 30_000 });
  });
});
