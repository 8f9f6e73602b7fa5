/**
 * A redirect's form (src/domain/resources/shop/redirects.ts) against the real API: the target is picked among
 * the records of the redirect's type, and only that type's picker is shown; a page picked, then another type
 * chosen and the page's type chosen again, finds the page still there; the saved redirect shows its target by
 * name and its address, and no picker of another type.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

const form = () => screen.getByRole('region', { name: /^Ny omdirigering/ });

describe('redirect form', () => {
  it('offers the picker of the chosen type only, keeps a pick across a change of type, and saves the target', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop/redirects/new');
    const from = await within(await screen.findByRole('region', { name: /^Ny omdirigering/ })).findByRole('textbox', {
      name: 'Från sökväg',
    });
    await user.type(from, '/gamla-villkor');
    // No type yet: no target to pick.
    for (const name of ['Målkategori', 'Målsida', 'Målprodukt']) expect(within(form()).queryByRole('combobox', { name })).toBeNull();

    await user.click(within(form()).getByRole('button', { name: /Typ$/ }));
    await user.click(await screen.findByRole('option', { name: 'Sida' }));
    const page = await within(form()).findByRole('combobox', { name: 'Målsida' });
    expect(within(form()).queryByRole('combobox', { name: 'Målkategori' })).toBeNull();
    await user.click(page);
    await user.keyboard('köpvill');
    await user.click(await screen.findByRole('option', { name: /^Köpvillkor/ }));
    await waitFor(() => expect(page).toHaveValue('Köpvillkor'));

    await user.click(within(form()).getByRole('button', { name: /Typ$/ }));
    await user.click(await screen.findByRole('option', { name: 'Kategori' }));
    expect(await within(form()).findByRole('combobox', { name: 'Målkategori' })).toBeInTheDocument();
    expect(within(form()).queryByRole('combobox', { name: 'Målsida' })).toBeNull();

    await user.click(within(form()).getByRole('button', { name: /Typ$/ }));
    await user.click(await screen.findByRole('option', { name: 'Sida' }));
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Målsida' })).toHaveValue('Köpvillkor'));

    await user.click(within(form()).getByRole('button', { name: /Butik$/ }));
    await user.click(await screen.findByRole('option', { name: 'Reservdelar.se' }));
    // Saved by its button: Mod+S while a Select's button holds the focus does not reach the form yet (react-aria
    // stops the key there; docs/decisions.md "References and countries read by name" names it as not done).
    await user.click(within(form()).getByRole('button', { name: /^Spara/ }));
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/redirects\/\d+$/));
    const detail = await screen.findByRole('region', { name: '/gamla-villkor' });
    await waitFor(() => expect(within(detail).getByText('Köpvillkor')).toBeInTheDocument());
    // Its address as the storefront knows it: the page's slug, under the title and in its row.
    expect(within(detail).getAllByText('kopvillkor').length).toBeGreaterThan(0);
    expect(within(detail).queryByText('Målkategori')).toBeNull();
    expect(within(detail).getByText('Målsida')).toBeInTheDocument();
  });
});
