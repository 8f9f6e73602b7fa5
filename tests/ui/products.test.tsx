import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME_RECOMMENDED_MAX } from '../../src/domain/resources/product/items';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('products', () => {
  it('warns about a long name with its length and the recommended maximum, and still saves it', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/items/new');
    const form = await screen.findByRole('region', { name: /^Ny produkt/ });
    await user.type(within(form).getByRole('textbox', { name: 'Artikelnummer' }), `UI-${Date.now()}`);
    const name = within(form).getByRole('textbox', { name: 'Namn (svenska)' });
    await user.type(name, 'x'.repeat(PRODUCT_NAME_RECOMMENDED_MAX));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await user.type(name, 'yz');
    expect(within(form).getByRole('status')).toHaveTextContent(`${PRODUCT_NAME_RECOMMENDED_MAX + 2} tecken – högst ${PRODUCT_NAME_RECOMMENDED_MAX} rekommenderas`);

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/product\/items\/\d+$/));
  });

  it('lists the demo products instead of an empty state', async () => {
    await signInAs(server.current, 'admin');
    renderApp('/product/items');
    const list = await screen.findByRole('grid', { name: /Produkter/ });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(5));
  });
});
