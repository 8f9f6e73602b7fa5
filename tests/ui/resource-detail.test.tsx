import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

interface Row {
  ID: number;
  Version: number;
  [key: string]: unknown;
}

async function adminToken(): Promise<string> {
  return server.current.signIn('admin');
}

async function list(path: string): Promise<Row[]> {
  return (await server.current.call('GET', path, { token: await adminToken() })).body.data as Row[];
}

describe('resource record', () => {
  it('shows its history: who changed what, from what to what', async () => {
    const token = await adminToken();
    const [faq] = await list('/api/setting/faq?limit=1');
    const changed = await server.current.call('PUT', `/api/setting/faq/${faq.ID}`, {
      token,
      body: { ...faq, SortOrder: 15, Published: false },
    });
    expect(changed.status).toBe(200);
    const admin = (await server.current.call('GET', '/api/setting/users?limit=500', { token })).body.data.find(
      (u: { Username?: string; Name: string; ID: number }) => u.Username === 'admin',
    );

    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/setting/faq/${faq.ID}`);
    const detail = await screen.findByRole('region', { name: 'När skickas min order?' });
    await waitFor(() => expect(detail).toHaveFocus());
    await user.click(within(detail).getByRole('tab', { name: 'Historik' }));
    const events = await within(detail).findByRole('list', { name: 'Händelser' });
    const newest = (await within(events).findAllByRole('listitem'))[0];
    expect(newest).toHaveTextContent(`${admin.Name}ändrade`);
    const changes = within(newest)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toContain('Sorteringsordning före: 10 → efter: 15');
    expect(changes).toContain('Publicerad före: Ja → efter: Nej');
    // Read back as the detail shows the record now.
    await user.click(within(detail).getByRole('tab', { name: 'Uppgifter' }));
    expect(within(detail).getByText('Nej')).toBeInTheDocument();
  });

  it('runs a custom action on the open record and says it is done', async () => {
    const [review] = await list('/api/product/reviews?Status=1&limit=1');
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/reviews/${review.ID}`);
    const detail = await screen.findByRole('region', { name: String(review.Title) });
    expect(within(detail).getByText('Väntar på granskning')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText('Godkänt – visas nu i butiken')).toBeInTheDocument();
    await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Godkänn' })).not.toBeInTheDocument());
    expect(within(detail).getByRole('button', { name: 'Avvisa' })).toBeInTheDocument();
    const [after] = await list(`/api/product/reviews?ids=${review.ID}`);
    expect(after.Status).toBe(2);
  });

  it('asks before a custom action that declares a confirmation', async () => {
    const token = await adminToken();
    const support = (await server.current.call('GET', '/api/setting/users?q=support&limit=5', { token })).body.data.find(
      (u: { Username: string }) => u.Username === 'support',
    ) as Row & { Name: string };
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/setting/users/${support.ID}`);
    const detail = await screen.findByRole('region', { name: support.Name });
    await user.click(within(detail).getByRole('button', { name: 'Återställ tvåstegsverifiering' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Återställa tvåstegsverifieringen\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Återställ tvåstegsverifiering' }));
    expect(await screen.findByText('Tvåstegsverifieringen är återställd')).toBeInTheDocument();
  });

  it('edits the one record of a singleton in place: money in Swedish notation, saved, in its history', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/return-reclaim');
    const form = await screen.findByRole('region', { name: 'Gräns för returreklamationer' });
    const threshold = within(form).getByRole('textbox', { name: 'Gräns för återbetalning' });
    expect(threshold).toHaveValue('2000,00');
    await user.clear(threshold);
    await user.type(threshold, '2500,5');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    const stored = (await server.current.call('GET', '/api/setting/return-reclaim', { token: await adminToken() })).body;
    expect(stored.ChargebackThreshold).toBe('2500.50');
    await user.click(screen.getByRole('tab', { name: 'Historik' }));
    const events = await screen.findByRole('list', { name: 'Händelser' });
    expect(within(events).getAllByRole('listitem')[0]).toHaveTextContent(/före: 2\s000,00\skr → efter: 2\s500,50\skr/);
  });

  it('is read-only for a role without the update permission', async () => {
    await signInAs(server.current, 'manager');
    const { user } = renderApp('/setting/faq');
    const grid = await findList('Vanliga frågor');
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Ny' })).not.toBeInTheDocument();
    await user.keyboard('e');
    await user.keyboard('n');
    expect(currentUrl()).toBe('/setting/faq');
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: 'När skickas min order?' });
    expect(within(detail).queryByRole('button', { name: 'Redigera' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Ta bort' })).not.toBeInTheDocument();
    await user.keyboard('e');
    expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/);
    resetApp();
  });

  it('refuses the new form to a read-only role that opens it by its address', async () => {
    await signInAs(server.current, 'manager');
    renderApp('/setting/faq/new');
    expect(await screen.findByText('Du har inte behörighet till den här vyn')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Fråga (svenska)' })).not.toBeInTheDocument();
  });

  it('the palette finds records of every resource by their searchable fields and opens the one chosen', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/faq');
    await findList('Vanliga frågor');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('spårar');
    const group = await within(palette).findByRole('group', { name: 'Poster' });
    const option = within(group).getByRole('option', { name: /Hur spårar jag mitt paket\?/ });
    expect(option).toHaveTextContent('Fråga');
    await user.click(option);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    expect(await screen.findByRole('region', { name: 'Hur spårar jag mitt paket?' })).toBeInTheDocument();
  });
});
