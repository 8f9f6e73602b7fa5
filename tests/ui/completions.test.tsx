/**
 * AI product texts in the console: the plain "not configured" notice on the AI texts' screen, a proposal's
 * detail showing the text now beside the proposed one with a word diff and naming the prohibited word it holds
 * before anyone tries to approve it, and approving a clean one with its key (a).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

interface Completion {
  ID: number;
  ProductID: number;
  Text: string;
  Before: string;
  Field: string;
  Locale: string;
  Status: number;
}

async function waiting(): Promise<Completion[]> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', '/api/product/completions?Status=1&Field=Name&limit=100', { token })).body.data;
}

describe('AI texts', () => {
  it('says plainly that AI texts are not configured, and still lists the waiting proposals', async () => {
    await signInAs(server.current, 'admin');
    renderApp('/product/completions');
    const list = await screen.findByRole('grid', { name: /AI-texter/ });
    expect(
      await screen.findByText('AI-texter är inte konfigurerade: sätt AI_BASE_URL, AI_API_KEY och AI_MODEL.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(3));
  });

  it('shows the text now beside the proposal, word by word, and names a prohibited word before approval', async () => {
    const held = (await waiting()).find((c) => /billigast/i.test(c.Text))!;
    expect(held).toBeDefined();
    await signInAs(server.current, 'admin');
    renderApp(`/product/completions/${held.ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Innehåller det förbjudna ordet “billigast”');
    const diff = await screen.findByRole('region', { name: 'Föreslagen text' });
    const [now, proposed] = within(diff).getAllByRole('definition');
    expect(within(diff).getByText('Nu')).toBeInTheDocument();
    expect(now).toHaveTextContent(held.Before);
    expect(within(diff).getByText('Föreslaget')).toBeInTheDocument();
    expect(proposed).toHaveTextContent(held.Text);
    expect(diff.querySelector('ins')).toHaveTextContent(/billigast/);
  });

  it('approves a clean proposal with a in its detail and writes the product', async () => {
    const clean = (await waiting()).find((c) => !/billigast|cheapest/i.test(c.Text))!;
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/completions/${clean.ID}`);
    await screen.findByRole('region', { name: 'Föreslagen text' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const approve = await screen.findByRole('button', { name: /^Godkänn/ });
    expect(approve).toHaveAttribute('aria-keyshortcuts', 'A');
    await waitFor(() => expect(document.activeElement?.closest('[data-pane="detail"]')).toBeTruthy());
    await user.keyboard('a');
    expect(await screen.findByText('Godkänd: produktens text är uppdaterad')).toBeInTheDocument();
    const token = await server.current.signIn('admin');
    const stored = (await server.current.call('GET', `/api/product/completions/${clean.ID}`, { token })).body;
    expect(stored.Status).toBe(2);
  });
});

describe('generating AI texts', () => {
  it('opens from a product with Shift+G, and without a provider says so and cannot submit', async () => {
    const token = await server.current.signIn('admin');
    const [product] = (await server.current.call('GET', '/api/product/items?Status=1&limit=1', { token })).body.data as {
      ID: number;
      Name: { sv: string };
    }[];
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/items/${product.ID}`);
    const detail = await screen.findByRole('region', { name: product.Name.sv }, { timeout: 30_000 });
    await waitFor(() => expect(detail).toHaveFocus(), { timeout: 10_000 });
    await user.keyboard('{Shift>}G{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Generera AI-text för en produkt' });
    expect(
      await within(dialog).findByText(
        'AI-texter är inte konfigurerade: sätt AI_BASE_URL, AI_API_KEY och AI_MODEL.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'svenska' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Generera' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
