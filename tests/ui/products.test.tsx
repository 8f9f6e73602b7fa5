import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME_RECOMMENDED_MAX } from '../../src/domain/resources/product/products';
import { currentUrl, renderApp, resetApp } from './app-render';
import { chooseFirstOption, useListViewport } from './resource-helpers';
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
    // Pasted up to the limit (typing 70 keys into the whole product form is slow in jsdom), then typed past it.
    await user.click(name);
    await user.paste('x'.repeat(PRODUCT_NAME_RECOMMENDED_MAX));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await user.type(name, 'yz');
    expect(within(form).getByRole('status')).toHaveTextContent(
      `${PRODUCT_NAME_RECOMMENDED_MAX + 2} tecken – högst ${PRODUCT_NAME_RECOMMENDED_MAX} rekommenderas`,
    );

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

describe('a product thumbnail', () => {
  it('shows beside the name in the list, and with the image count in the detail', async () => {
    const token = await server.current.signIn('admin');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    // jsdom's FormData and Blob do not reach the server's parser: the form is read from a multipart body by Node's Response.
    const boundary = 'thumbnail-test';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="framsida.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const form = await new Response(multipart, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }).formData();
    // The route knows a file by Node's File, which jsdom's global of that name hides while the test runs.
    const pageFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    let uploaded;
    try {
      uploaded = await server.current.call('POST', '/api/common/files', { token, form });
    } finally {
      globalThis.File = pageFile;
    }
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const file = uploaded.body.ID as number;
    const sku = `THUMB-${Date.now()}`;
    const product = (
      await server.current.call('POST', '/api/product/items', { token, body: { Sku: sku, Name: { sv: 'Skal med bild' }, Type: 1 } })
    ).body;
    expect(
      (await server.current.call('POST', '/api/product/images', { token, body: { ProductID: product.ID, File: file, Type: 3 } })).status,
    ).toBe(201);
    // jsdom keeps no blobs: the thumbnail's bytes come from the server, their object URL is named here.
    const made: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return `blob:thumbnail-${made.length}`;
    });
    try {
      await signInAs(server.current, 'admin');
      // The newest product comes first in the list (newest first by default).
      renderApp('/product/items');
      const list = await screen.findByRole('grid', { name: /Produkter/ });
      const row = await within(list).findByRole('row', { name: /Skal med bild/ });
      // Decorative beside the name that says the same: no text alternative.
      await waitFor(() => expect(row.querySelector('img')).toHaveAttribute('src', 'blob:thumbnail-1'));
      expect(row.querySelector('img')).toHaveAttribute('alt', '');
      expect(made[0].type).toBe('image/webp');
      expect(within(row).getByText('1')).toBeInTheDocument();

      cleanup();
      resetApp();
      await signInAs(server.current, 'admin');
      renderApp(`/product/items/${product.ID}`);
      const detail = await screen.findByRole('region', { name: 'Skal med bild' });
      // Fetched again after the reset, so under a new object URL.
      expect((await within(detail).findByRole('img', { name: 'Miniatyr av framsida.png' })).getAttribute('src')).toMatch(
        /^blob:thumbnail-\d+$/,
      );
      const count = within(detail).getByText('Bilder', { selector: 'dt' });
      expect(count.nextElementSibling).toHaveTextContent('1');
    } finally {
      createObjectURL.mockRestore();
    }
  });
});

describe('the product workflow by keyboard', () => {
  it('denies a product in review with d in its detail: the reason is asked for, required, and kept in the history', async () => {
    const token = await server.current.signIn('admin');
    const [product] = (await server.current.call('GET', '/api/product/items?Status=2&limit=1', { token })).body.data as {
      ID: number;
      Name: { sv: string };
    }[];
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/items/${product.ID}`);
    const detail = await screen.findByRole('region', { name: product.Name.sv });
    await waitFor(() => expect(detail).toHaveFocus());
    expect(within(detail).getByRole('button', { name: /^Neka/ })).toHaveAttribute('aria-keyshortcuts', 'D');

    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: /^Neka / });
    const reason = within(dialog).getByRole('textbox', { name: 'Anledning' });
    await waitFor(() => expect(reason).toHaveFocus());
    // Nothing typed: the reason is required, and nothing is sent.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('Fältet måste fyllas i')).toBeInTheDocument();
    await user.type(reason, 'Bilden visar fel färg');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Nekad – tillbaka till skribenten')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(detail).getByText('Nekad')).toBeInTheDocument());

    await user.click(within(detail).getByRole('tab', { name: 'Historik' }));
    const events = await within(detail).findByRole('list', { name: 'Händelser' });
    const newest = (await within(events).findAllByRole('listitem'))[0];
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Anledning Bilden visar fel färg');
  });
});

describe('the multi-SKU fetch', () => {
  it('takes pasted article numbers from the palette, names the unknown ones and shows the found ones as the list', async () => {
    const token = await server.current.signIn('admin');
    const listed = (await server.current.call('GET', '/api/product/items?limit=2', { token })).body.data as { ID: number; Sku: string }[];
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/items');
    await screen.findByRole('grid', { name: /Produkter/ });
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('Hämta produkter med artikelnummer');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hämta produkter med artikelnummer' });
    const lines = within(dialog).getByRole('textbox', { name: 'Artikelnummer' });
    await waitFor(() => expect(lines).toHaveFocus());

    // A line with a space inside is named before anything is sent.
    await user.type(lines, 'AB 12');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('Rad 1: ett artikelnummer per rad, utan mellanslag')).toBeInTheDocument();
    await user.clear(lines);
    await user.type(lines, `${listed[0].Sku.toLowerCase()}{Enter}FINNS-INTE-99{Enter}${listed[1].Sku}`);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('2 av 3 artikelnummer hittades.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Artikelnummer som inte hittades' })).getByText('FINNS-INTE-99'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Visa de 2 produkterna' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(currentUrl()).toBe(`/product/items?ids=${listed[0].ID},${listed[1].ID}`));
    expect(await screen.findByText('Utvalda: 2 poster')).toBeInTheDocument();
    const list = screen.getByRole('grid', { name: /Produkter/ });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
  });
});

describe('a new product from a template', () => {
  it('fills the empty fields from the chosen template, keeping what was typed, and saves', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/items/new');
    const form = await screen.findByRole('region', { name: /^Ny produkt/ });
    await user.type(within(form).getByRole('textbox', { name: 'Artikelnummer' }), `TPL-${Date.now()}`);
    const template = within(form).getByRole('combobox', { name: 'Börja från en mall' });
    await user.click(template);
    await user.keyboard('Mobilskal');
    await chooseFirstOption(user, /^Mobilskal/);
    expect(await screen.findByText('Ifyllt från mallen Mobilskal')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Namn (svenska)' })).toHaveValue('{brand} {model} skal'));
    expect(within(form).getByRole('textbox', { name: /^Vikt/ })).toHaveValue('40');
    expect(within(form).getByRole('button', { name: /Variant/ })).toBeInTheDocument();

    const name = within(form).getByRole('textbox', { name: 'Namn (svenska)' });
    await user.clear(name);
    await user.type(name, 'Spigen skal till iPhone 15');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/product\/items\/\d+$/));
  });
});

describe('a colleague who may not edit products', () => {
  it('proposes a new weight with e: the form holds only the fields a proposal may change, and the change waits for approval', async () => {
    const token = await server.current.signIn('admin');
    const [product] = (await server.current.call('GET', '/api/product/items?Status=4&limit=1', { token })).body.data as {
      ID: number;
      Name: { sv: string };
      Weight: number | null;
    }[];
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/product/items/${product.ID}`);
    const detail = await screen.findByRole('region', { name: product.Name.sv });
    await waitFor(() => expect(detail).toHaveFocus());
    expect(within(detail).getByRole('button', { name: /^Föreslå ändringar/ })).toHaveAttribute('aria-keyshortcuts', 'E');

    await user.keyboard('e');
    const form = await screen.findByRole('region', { name: `Föreslår ändringar av ${product.Name.sv}` });
    expect(within(form).getByText(/Du kan inte ändra produkter själv/)).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Artikelnummer' })).not.toBeInTheDocument();
    const weight = within(form).getByRole('textbox', { name: /^Vikt/ });
    const proposed = (product.Weight ?? 0) + 7;
    await user.clear(weight);
    await user.type(weight, String(proposed));
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('1 föreslagen ändring väntar på godkännande')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(`/product/items/${product.ID}`));

    const changes = (await server.current.call('GET', `/api/product/changes?ProductID=${product.ID}&Status=1&Source=4`, { token })).body
      .data as { Field: string; After: string }[];
    expect(changes.map((c) => [c.Field, c.After])).toEqual([['Weight', String(proposed)]]);
    expect((await server.current.call('GET', `/api/product/items/${product.ID}`, { token })).body.Weight).toBe(product.Weight);
  });
});
