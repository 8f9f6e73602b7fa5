import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

interface Faq {
  ID: number;
  Version: number;
  Question: { sv: string; en?: string };
  SortOrder: number;
}

async function faqs(): Promise<Faq[]> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', '/api/setting/faq?limit=100', { token })).body.data as Faq[];
}

async function openList() {
  await signInAs(server.current, 'admin');
  const rendered = renderApp('/setting/faq');
  const grid = await findList('Vanliga frågor');
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  return { ...rendered, grid };
}

const form = () => screen.getByRole('region', { name: /^(Redigerar|Ny fråga)/ });

describe('resource form', () => {
  it('e edits the focused row; the message shows 500 ms after typing stops; Mod+S saves and says so', async () => {
    const { user, grid } = await openList();
    const first = rowsOf(grid)[0].getAttribute('aria-label')!;
    await user.keyboard('e');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+\?edit=1$/));
    expect(await screen.findByRole('heading', { level: 2, name: `Redigerar ${first}` })).toBeInTheDocument();
    const question = within(form()).getByRole('textbox', { name: 'Fråga (svenska)' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveValue(first);

    await user.clear(question);
    expect(within(form()).queryByText('Fältet måste fyllas i')).not.toBeInTheDocument();
    expect(await within(form()).findByText('Fältet måste fyllas i')).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');

    await user.type(question, 'När skickar ni?');
    await waitFor(() => expect(within(form()).queryByText('Fältet måste fyllas i')).not.toBeInTheDocument());
    const order = within(form()).getByRole('textbox', { name: 'Sorteringsordning' });
    await user.clear(order);
    await user.type(order, '20000');
    await user.tab();
    expect(within(form()).getByText('Det största tillåtna värdet är 10000')).toBeInTheDocument();

    // Saving with a failing field saves nothing and puts the cursor in that field.
    await user.click(question);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(order).toHaveFocus());
    await user.clear(order);
    await user.type(order, '5');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    expect(await screen.findByRole('heading', { level: 2, name: 'När skickar ni?' })).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveAccessibleName('När skickar ni?'));
    const saved = (await faqs()).find((f) => f.Question.sv === 'När skickar ni?')!;
    expect(saved.SortOrder).toBe(5);
  });

  it('n opens a new record flagged as new; Mod+Enter creates it; Esc goes back from form to record to list', async () => {
    const { user, grid } = await openList();
    await user.keyboard('n');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq/new'));
    const heading = await screen.findByRole('heading', { level: 2, name: /^Ny fråga/ });
    expect(within(heading).getByText('Ny')).toBeInTheDocument();
    const question = within(form()).getByRole('textbox', { name: 'Fråga (svenska)' });
    await waitFor(() => expect(question).toHaveFocus());
    await user.type(question, 'Har ni presentkort?');
    await user.type(within(form()).getByRole('textbox', { name: 'Svar (svenska)' }), '<p>Ja, från 100 kronor.</p>');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    const detail = await screen.findByRole('region', { name: 'Har ni presentkort?' });
    expect(within(detail).getByText('Ja, från 100 kronor.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid).some((r) => r.getAttribute('aria-label') === 'Har ni presentkort?')).toBe(true));

    // Record → form with e, then Esc back to the record and Esc back to the list.
    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('e');
    await waitFor(() => expect(currentUrl()).toMatch(/\?edit=1$/));
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: 'Fråga (svenska)' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Har ni presentkort?' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq'));
  });

  it('asks before leaving unsaved changes', async () => {
    const { user } = await openList();
    await user.keyboard('e');
    const question = await within(await screen.findByRole('region', { name: /^Redigerar/ })).findByRole('textbox', {
      name: 'Fråga (svenska)',
    });
    await waitFor(() => expect(question).toHaveFocus());
    await user.type(question, ' ändrad');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Lämna utan att spara?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl()).toMatch(/\?edit=1$/);
    expect(question.getAttribute('value') ?? (question as HTMLInputElement).value).toMatch(/ ändrad$/);
    await user.click(within(form()).getByRole('button', { name: 'Avbryt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lämna utan att spara' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
  });
});
