/**
 * A product's attribute values in its Attributes tab, against the real server: a value reads with its
 * attribute's unit, and a new value is typed as its attribute takes it — a numeric attribute refuses a word
 * in the form, before anything is sent, and takes a number with a decimal comma.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resource } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { renderApp, resetApp } from './app-render';
import { chooseFirstOption, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('attribute values', () => {
  it('read with their unit, and a numeric one is checked in the form before it is saved', async () => {
    const token = await server.current.signIn('admin');
    const attributes = (await server.current.call('GET', '/api/product/attributes?limit=100', { token })).body.data as ResourceRecord[];
    const length = attributes.find((a) => a.Code === 'cable-length')!;
    const [battery] = (await server.current.call('GET', '/api/product/items?q=-BAT&limit=1', { token })).body.data as ResourceRecord[];
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/product/items/${battery.ID}`);
    const detail = await screen.findByRole('region', { name: recordTitle(resource('products'), battery, 'sv') }, { timeout: 20_000 });
    await user.click(within(detail).getByRole('tab', { name: 'Attribut' }));
    const grid = await within(detail).findByRole('grid', { name: 'Attribut' }, { timeout: 10_000 });
    // The capacity in the reader's notation with its unit.
    const capacity = await within(grid).findByRole('row', { name: 'Batterikapacitet' });
    expect(within(capacity).getByText(/^\d[\d\s\u00a0\u202f]* mAh$/)).toBeInTheDocument();
    const before = within(grid).getAllByRole('row').length;

    within(grid).getAllByRole('row')[0].focus();
    await user.keyboard('n');
    const form = await screen.findByRole('region', { name: 'Lägg till attributvärde' });
    const picker = within(form).getByRole('combobox', { name: 'Attribut' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.keyboard('Kabellängd');
    await chooseFirstOption(user, /Kabellängd/);
    await waitFor(() => expect(picker).toHaveValue('Kabellängd'));
    // The unit of the chosen attribute is named under the value.
    const value = within(form).getByRole('textbox', { name: /^Värde/ });
    await waitFor(() => expect(within(form).getByText(/Enhet: m/)).toBeInTheDocument());
    await user.type(value, 'lång');
    await user.tab();
    expect(await within(form).findByText('Attributet tar ett tal med högst 3 decimaler, som 1,5 eller 3000')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    // Refused in the form: nothing was saved.
    const stored = async () =>
      (await server.current.call('GET', `/api/product/attribute-values?ProductID=${battery.ID}&AttributeID=${length.ID}`, { token })).body
        .data as ResourceRecord[];
    expect(await stored()).toHaveLength(0);
    await user.clear(value);
    await user.type(value, '1,25');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(before + 1));
    expect(within(await within(grid).findByRole('row', { name: 'Kabellängd' })).getByText('1,25 m')).toBeInTheDocument();
    expect((await stored()).map((v) => v.Value)).toEqual(['1.25']);
  }, 120_000);
});
