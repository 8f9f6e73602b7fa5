import { act, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../server/resources/list-sql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport, VIEWPORT_HEIGHT } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

/** Rows at most in the DOM, whatever the list holds (issue 3: "at most about 100 rows"). */
const MAX_DOM_ROWS = 100;
const ROW = 36;

/** Add FAQ rows straight into the table, numbered after the demo's twelve. */
async function addFaqs(count: number, from: number): Promise<void> {
  await server.current.db.execute(sql`
    insert into faqs (question, answer, sort_order, published)
    select jsonb_build_object('sv', 'Fråga ' || n, 'en', 'Question ' || n),
           jsonb_build_object('sv', '<p>Svar ' || n || '</p>', 'en', '<p>Answer ' || n || '</p>'),
           1000 + n, true
    from generate_series(${from}::int, ${from + count - 1}::int) as n`);
}

/** A count as Swedish writes it, with the plain space Testing Library reads its no-break space as. */
function swedish(n: number): string {
  return new Intl.NumberFormat('sv-SE').format(n).replace(/\s/g, ' ');
}

/** Scroll the list's viewport, as the wheel would. */
function scrollTo(grid: HTMLElement, top: number): void {
  act(() => {
    Object.defineProperty(grid, 'scrollTop', { configurable: true, writable: true, value: top });
    grid.dispatchEvent(new Event('scroll'));
  });
}

describe('a long list', () => {
  // The demo's twelve and enough more to reach the count's cap exactly: still counted exactly.
  beforeAll(async () => {
    await addFaqs(COUNT_CAP - 12, 1);
  });

  it('keeps at most about a hundred rows in the DOM while pages load as it scrolls', async () => {
    await signInAs(server.current, 'admin');
    renderApp('/setting/faq');
    const grid = await findList('Vanliga frågor');
    expect(await screen.findByText(`${swedish(COUNT_CAP)} poster`)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(10));
    expect(rowsOf(grid).length).toBeLessThanOrEqual(MAX_DOM_ROWS);

    // Scrolling down asks for the next pages along the cursor; the DOM keeps only the rows in view.
    for (const page of [1, 2, 3]) {
      scrollTo(grid, page * 50 * ROW - VIEWPORT_HEIGHT);
      await waitFor(() => expect(Number(grid.getAttribute('aria-rowcount'))).toBeGreaterThanOrEqual((page + 1) * 50));
      expect(rowsOf(grid).length).toBeLessThanOrEqual(MAX_DOM_ROWS);
    }
    // Rows scrolled past are gone; the focused first row stays, so the keyboard never loses its place.
    const shown = rowsOf(grid).map((r) => r.getAttribute('aria-label'));
    expect(shown).not.toContain('Hur spårar jag mitt paket?');
    expect(shown).toContain('När skickas min order?');
    expect(shown).toContain('Fråga 130');
  });

  it('says "N+" when more rows match than the server counts exactly', async () => {
    await addFaqs(10, COUNT_CAP + 1);
    await signInAs(server.current, 'admin');
    renderApp('/setting/faq');
    const grid = await findList('Vanliga frågor');
    expect(await screen.findByText(`${swedish(COUNT_CAP)}+ poster`)).toBeInTheDocument();
    expect(rowsOf(grid).length).toBeLessThanOrEqual(MAX_DOM_ROWS);
  });
});
