/**
 * A list's identifying column is never cut, and the other columns give way by priority (docs/decisions.md
 * "Columns give way; the title is never cut"). Every list screen of a declared resource the administrator opens,
 * at the desktop size the console is laid out for (1440×900): each title cell on screen (the declaration's
 * titleField: a number, a title, a name) shows its whole text, the header heads the same columns as the rows, and
 * the columns drawn are the title and the first of the others in their keeping order (a higher listPriority, then
 * the declaration's order: the ones left out are the last). Then the invoices list: its number, order and customer
 * whole with its amounts beside them, and in a narrower window more columns give way, the title still whole.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { canOpen } from '../../src/domain/access';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resources/types';
import { menuHref, screenByName } from '../../src/domain/screens';
import { keepingOrder } from '../../src/views/resource/list/columns';
import { goClient, Stillness } from './axe';
import { expect, signIn, test } from './support';

const storageState = join(mkdtempSync(join(tmpdir(), 'list-columns-')), 'admin.json');
writeFileSync(storageState, JSON.stringify({ cookies: [], origins: [] }));

/** Every list screen of a declared resource an administrator (role 1) opens, with the columns its wide list declares. */
const LISTS = RESOURCES.flatMap((def) => {
  const screen = screenByName.get(`${def.screen}Index`);
  if (!screen || !canOpen({ role: 1 }, screen)) return [];
  const declared = def.fields.filter((f) => f.list && !f.hidden);
  const title = def.fields.find((f) => f.key === def.titleField);
  const fields = title && !declared.includes(title) ? [title, ...declared] : declared;
  return [
    { def, href: menuHref(screen), columns: fields.map((f) => f.key), keeping: keepingOrder(fields, def.titleField).map((f) => f.key) },
  ];
});

interface Seen {
  /** Title cells on screen, and those whose text is cut (with their sizes). */
  titles: number;
  cut: string[];
  /** The columns the header heads and the columns of each row, in order. */
  header: string[];
  rows: string[][];
}

/** What the list on screen shows of its columns. */
async function columnsOnScreen(page: Page, def: ResourceDef): Promise<Seen> {
  return page.getByRole('grid').evaluate((grid, titleField) => {
    const keysOf = (el: Element) => [...el.querySelectorAll('[data-column]')].map((cell) => cell.getAttribute('data-column')!);
    // One list on screen: its header heads the grid's columns.
    const header = document.querySelector('[data-list-header]');
    const rows = [...grid.querySelectorAll('[role="row"]')];
    const cut: string[] = [];
    let titles = 0;
    for (const cell of grid.querySelectorAll<HTMLElement>(`[data-column="${titleField}"]`)) {
      titles++;
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (el.closest('.sr-only')) continue;
        if (el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== 'visible') {
          cut.push(`"${cell.textContent ?? ''}" (${el.scrollWidth} > ${el.clientWidth})`);
          break;
        }
      }
    }
    return { titles, cut, header: header ? keysOf(header) : [], rows: rows.map(keysOf) };
  }, def.titleField);
}

/**
 * The columns drawn are the title and the first of the others in their keeping order (a higher listPriority, then
 * the declaration's order), drawn in the declaration's order.
 */
function byPriority(drawn: string[], list: (typeof LISTS)[number]): boolean {
  const kept = new Set(drawn.filter((key) => key !== list.def.titleField));
  const first = new Set(list.keeping.slice(0, kept.size));
  const inOrder = list.columns.filter((key) => drawn.includes(key));
  return drawn.includes(list.def.titleField) && [...kept].every((key) => first.has(key)) && inOrder.join() === drawn.join();
}

test.describe('list columns', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'admin');
    await context.storageState({ path: storageState });
    await context.close();
  });
  test.use({ storageState, viewport: { width: 1440, height: 900 } });

  test('no list cuts its title column at 1440×900; columns give way from the last', async ({ page }) => {
    test.setTimeout(300_000);
    const still = new Stillness(page);
    await page.goto('/shop');
    await still.wait();
    const cut: string[] = [];
    const order: string[] = [];
    const putAway: string[] = [];
    let titles = 0;
    let lists = 0;
    for (const list of LISTS) {
      const { def, href, columns } = list;
      await goClient(page, href);
      await still.wait();
      if (!(await page.getByRole('grid').count())) continue; // an empty list draws no rows
      await expect(page.getByRole('grid').getByRole('row').first()).toBeVisible();
      const seen = await columnsOnScreen(page, def);
      lists++;
      titles += seen.titles;
      cut.push(...seen.cut.map((c) => `${def.name} (${href}) ${def.titleField}: ${c}`));
      const away = columns.filter((key) => !seen.header.includes(key));
      if (away.length) putAway.push(`${def.name}: ${away.join(', ')}`);
      for (const row of [seen.header, ...seen.rows]) {
        if (!byPriority(row, list) || row.join() !== seen.header.join())
          order.push(`${def.name}: drew ${row.join(', ')} of ${columns.join(', ')}`);
      }
    }
    console.log(
      [
        `list columns: ${lists} lists with rows of ${LISTS.length}, ${titles} title cells checked; columns put away at 1440×900:`,
        ...putAway.map((line) => `  ${line}`),
      ].join('\n'),
    );
    expect(lists).toBeGreaterThan(40);
    expect(titles).toBeGreaterThan(400);
    expect(cut, 'title cells cut').toEqual([]);
    expect(order, 'columns drawn other than the title and the first others, alike in header and rows').toEqual([]);
  });

  test('the invoices list keeps its number, order and customer whole and gives way from its last columns as the window narrows', async ({
    page,
  }) => {
    const invoices = LISTS.find((list) => list.def.name === 'invoices')!;
    const still = new Stillness(page);
    await page.goto(invoices.href);
    await still.wait();
    await expect(page.getByRole('grid').getByRole('row').first()).toBeVisible();
    const wide = await columnsOnScreen(page, invoices.def);
    expect(wide.cut).toEqual([]);
    // The amounts are there; the orders' numbers and the customers' names (a person's, up to 20 characters: "Kristoffer
    // Lindqvist") have room for their whole text at this size (a long company name may still end in an ellipsis).
    expect(wide.header).toEqual(expect.arrayContaining(['Number', 'OrderID', 'CustomerID', 'Status', 'Total', 'Balance']));
    for (const [key, longest] of [
      ['OrderID', 1000],
      ['CustomerID', 20],
    ] as const) {
      const clipped = await page
        .getByRole('grid')
        .evaluate(
          (grid, [column, most]) =>
            [...grid.querySelectorAll<HTMLElement>(`[data-column="${column}"]`)]
              .filter((cell) => (cell.textContent ?? '').length <= most && cell.scrollWidth > cell.clientWidth + 0.5)
              .map((cell) => cell.textContent),
          [key, longest] as const,
        );
      expect(clipped, `${key} cells cut at 1440×900`).toEqual([]);
    }

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(async () => (await columnsOnScreen(page, invoices.def)).header.length).toBeLessThan(wide.header.length);
    const narrow = await columnsOnScreen(page, invoices.def);
    expect(narrow.cut).toEqual([]);
    expect(byPriority(narrow.header, invoices)).toBe(true);

    // Wide again: the columns put away come back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await columnsOnScreen(page, invoices.def)).header).toEqual(wide.header);
  });
});
