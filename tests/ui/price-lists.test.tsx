/**
 * The price list form's rule builder, by keyboard against the real server: match all / match any, add a
 * rule and pick its values with the form's own pickers, add a nested group with a price range, remove,
 * Evaluate the unsaved rules (count and first products priced), save, and the detail reads the rules as
 * text. axe finds no violation in the builder.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('price list rule builder', () => {
  it('builds nested rules by keyboard, evaluates them unsaved, saves them and shows them as text', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/price-lists/new');
    const name = await screen.findByRole('textbox', { name: 'Namn' }, { timeout: 20_000 });
    await user.type(name, 'Testlista påslag');
    const rules = screen.getByRole('group', { name: 'Regler' });
    expect(within(rules).getByText('Inga regler: listan gäller alla produkter.')).toBeInTheDocument();

    // Add a rule from the keyboard: it takes the focus (its subject), Brand by default.
    within(rules).getByRole('button', { name: 'Lägg till regel i Produkter som matchar' }).focus();
    await user.keyboard('{Enter}');
    const rule = await within(rules).findByRole('group', { name: 'Regel 1' });
    await waitFor(() => expect(within(rule).getByRole('button', { name: /Egenskap/ })).toHaveFocus());
    // Brand's values are picked with the form's record picker; the product type's with its checkboxes.
    expect(within(rule).getByRole('combobox', { name: 'Lägg till i Varumärke' })).toBeInTheDocument();
    await user.click(within(rule).getByRole('button', { name: /Egenskap/ }));
    await user.click(await screen.findByRole('option', { name: 'Produkttyp' }));
    await user.click(await within(rule).findByRole('checkbox', { name: 'Standard' }));
    await waitFor(() => expect(within(rule).getByRole('checkbox', { name: 'Standard' })).toBeChecked());

    // A nested group (match any) holding a purchase price range.
    await user.click(within(rules).getByRole('button', { name: 'Lägg till grupp i Produkter som matchar' }));
    const group = await within(rules).findByRole('group', { name: 'Grupp 2' });
    const inner = within(group).getByRole('group', { name: 'Regel 2.1' });
    await user.click(within(inner).getByRole('button', { name: /Egenskap/ }));
    await user.click(await screen.findByRole('option', { name: 'Inköpspris (SEK)' }));
    await user.type(within(group).getByRole('textbox', { name: 'Lägsta inköpspris' }), '0');
    // One more rule in the group, then removed again.
    await user.click(within(group).getByRole('button', { name: 'Lägg till regel i Grupp 2' }));
    await user.click(await within(group).findByRole('button', { name: 'Ta bort regel 2.2' }));
    await waitFor(() => expect(within(group).queryByRole('group', { name: 'Regel 2.2' })).not.toBeInTheDocument());

    // Mark-up 10 %, then evaluate the unsaved form.
    await user.click(screen.getByRole('button', { name: /Påslagstyp/ }));
    await user.click(await screen.findByRole('option', { name: 'Procent' }));
    await user.type(screen.getByRole('textbox', { name: 'Påslag (%)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Utvärdera regler och påslag' }));
    const status = await screen.findByText(/produkter? matchar$/);
    const count = Number(status.textContent.match(/^(\d+)/)![1]);
    expect(count).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: /matchade produkterna/ });
    const firstRow = within(table).getAllByRole('row')[1];
    const cells = within(firstRow)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Price = purchase price + 10 %, as the server computed it.
    const amount = (text: string | null) => Number(text!.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(amount(cells[3])).toBeCloseTo(Math.round(amount(cells[2]) * 110) / 100, 2);

    const results = await axe.run(rules, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/product\/price-lists\/\d+$/));
    const detail = await screen.findByRole('region', { name: 'Testlista påslag' });
    await waitFor(() => expect(within(detail).getByText(/Produkttyp är Standard/)).toBeInTheDocument());
    expect(within(detail).getByText(/Inköpspris \(SEK\) minst/)).toBeInTheDocument();
  }, 120_000);
});
