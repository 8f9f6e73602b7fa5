/**
 * Resource screens as a new user finds them: a refused filter says so instead of leaving the old rows up,
 * a read-only role sent to `?edit=1` still sees the record, dates read as the interface language writes
 * them (the subtitle, the list beside a record, the date fields of a form) and are stored as before, and
 * long titles are cut in the form's header with the whole text in its tooltip.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../src/store/preferences';
import { currentUrl, renderApp, resetApp } from './app-render';
import { rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

interface Row {
  ID: number;
  Version: number;
  [key: string]: unknown;
}

async function first(path: string): Promise<Row> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', `${path}?limit=1`, { token })).body.data[0] as Row;
}

async function list(name: string) {
  const grid = await screen.findByRole('grid', { name }, { timeout: 30_000 });
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  return grid;
}

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A field's text without the invisible marks that keep the time's direction. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

describe('resource screens', () => {
  it('a filter the server refuses shows why, and no rows that do not match it', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/faq');
    await list('Vanliga frågor');
    await user.keyboard('/');
    const filter = screen.getByRole('searchbox', { name: 'Filtrera vanliga frågor' });
    await waitFor(() => expect(filter).toHaveFocus());
    await user.paste('x'.repeat(201));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Filtret kan inte användas. Fritext: Fältet får innehålla högst 200 tecken');
    expect(screen.queryByRole('grid', { name: 'Vanliga frågor' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Rensa filter' }));
    const grid = await screen.findByRole('grid', { name: 'Vanliga frågor' });
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(1));
    expect(currentUrl()).toBe('/setting/faq');
  });

  it('a read-only role sent to the edit form sees the record and why it cannot edit', async () => {
    const faq = await first('/api/setting/faq');
    await signInAs(server.current, 'manager');
    renderApp(`/setting/faq/${faq.ID}?edit=1`);
    const detail = await screen.findByRole('region', { name: (faq.Question as { sv: string }).sv }, { timeout: 30_000 });
    expect(detail).toHaveTextContent('Du kan läsa vanliga frågor men inte ändra dem, så posten visas utan formulär.');
    expect(detail).toHaveTextContent((faq.Answer as { sv: string }).sv.replace(/<[^>]+>/g, ''));
    expect(screen.queryByRole('region', { name: /^Redigerar/ })).not.toBeInTheDocument();
  });

  it('dates read in the interface language: the subtitle, the list beside the record', async () => {
    const deal = await first('/api/shop/deals');
    await signInAs(server.current, 'admin');
    renderApp(`/shop/deals/${deal.ID}`);
    const detail = await screen.findByRole('region', { name: String(deal.Name) }, { timeout: 30_000 });
    const shown = new Intl.DateTimeFormat('sv-SE', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(String(deal.StartsAt)));
    expect(within(detail).getByText(shown, { selector: 'p' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Erbjudanden' });
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(0));
    expect(grid.textContent).not.toMatch(ISO);
    expect(within(grid).getAllByText(shown).length).toBeGreaterThan(0);
  });

  it('date fields show Swedish y-MM-dd, are changed segment by segment and stored as before', async () => {
    const deal = await first('/api/shop/deals');
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/shop/deals/${deal.ID}?edit=1`);
    const form = await screen.findByRole('region', { name: /^Redigerar/ }, { timeout: 30_000 });
    const starts = within(form).getByRole('group', { name: 'Startar' });
    expect(textOf(starts)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const segments = within(starts).getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('data-type') ?? s.getAttribute('aria-label'))).toHaveLength(5);

    // One day later, by the keyboard on the day segment; saved as the same instant format as before.
    const day = segments[2];
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    const token = await server.current.signIn('admin');
    const after = (await server.current.call('GET', `/api/shop/deals/${deal.ID}`, { token })).body as Row;
    expect(String(after.StartsAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const moved = new Date(String(deal.StartsAt));
    moved.setDate(moved.getDate() + 1);
    expect(new Date(String(after.StartsAt)).getTime()).toBe(moved.getTime() - moved.getSeconds() * 1000 - moved.getMilliseconds());
  });

  it('a date left half typed says it is not a valid date, not that it is required, and is not saved', async () => {
    const deal = await first('/api/shop/deals');
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/shop/deals/${deal.ID}?edit=1`);
    const form = await screen.findByRole('region', { name: /^Redigerar/ }, { timeout: 30_000 });
    const starts = within(form).getByRole('group', { name: 'Startar' });
    const month = within(starts).getAllByRole('spinbutton')[1];
    await user.click(month);
    await user.keyboard('{Backspace}{Backspace}');
    expect(textOf(starts)).toMatch(/^\d{4}-mm-\d{2} /);
    await user.keyboard('{Control>}s{/Control}');
    expect(await within(form).findByText('Ange ett giltigt datum och klockslag')).toBeInTheDocument();
    expect(within(form).queryByText('Fältet måste fyllas i')).not.toBeInTheDocument();
    const token = await server.current.signIn('admin');
    const after = (await server.current.call('GET', `/api/shop/deals/${deal.ID}`, { token })).body as Row;
    expect(after.StartsAt).toBe(deal.StartsAt);
  });

  it('date fields follow English when English is chosen', async () => {
    const deal = await first('/api/shop/deals');
    preferences.locale = 'en';
    await signInAs(server.current, 'admin');
    renderApp(`/shop/deals/${deal.ID}?edit=1`);
    const form = await screen.findByRole('region', { name: /^Editing/ }, { timeout: 30_000 });
    expect(textOf(within(form).getByRole('group', { name: 'Starts' }))).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  });

  it('a long title is cut in the form header, the whole of it in the tooltip', async () => {
    const long = `Kan jag ändra leveransadressen ${'efter att ordern har skickats '.repeat(6)}?`;
    const token = await server.current.signIn('admin');
    const created = await server.current.call('POST', '/api/setting/faq', {
      token,
      body: { Question: { sv: long }, Answer: { sv: '<p>Ja.</p>' } },
    });
    expect(created.status).toBe(201);
    await signInAs(server.current, 'admin');
    renderApp(`/setting/faq/${created.body.ID}?edit=1`);
    const heading = await screen.findByRole('heading', { level: 2, name: `Redigerar ${long}` }, { timeout: 30_000 });
    const text = within(heading).getByText(`Redigerar ${long}`);
    expect(text).toHaveAttribute('title', `Redigerar ${long}`);
  });
});
