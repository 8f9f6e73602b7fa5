/**
 * A stale write (40901) never silently undoes someone else's work: the dialog names who saved meanwhile
 * and when, shows each changed field on both sides, keeps this user's edits by default (Enter: keep
 * editing, with the saved changes taken into the form and the focus back in it), and a save writes only
 * this user's changes on top of the saved record; a further write by someone else warns again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

interface Text {
  ID: number;
  Version: number;
  Key: string;
  Value: { sv: string; en?: string };
  Description: string | null;
}

async function stored(id: number): Promise<Text> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', `/api/shop/strings/${id}`, { token })).body as Text;
}

/** Change the record behind the form's back as `username` would, from the record as it is now. */
async function changes(username: string, id: number, patch: Partial<Text>): Promise<void> {
  const token = await server.current.signIn(username);
  const current = await stored(id);
  const answer = await server.current.call('PUT', `/api/shop/strings/${id}`, { token, body: { ...current, ...patch } });
  expect(answer.status).toBe(200);
}

const form = () => screen.getByRole('region', { name: /^Redigerar/ });
const field = (name: string) => within(form()).getByRole('textbox', { name });

async function editFirstText() {
  await signInAs(server.current, 'admin');
  const rendered = renderApp('/shop/strings');
  const grid = await screen.findByRole('grid', { name: 'Texter' }, { timeout: 30_000 });
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  await rendered.user.keyboard('e');
  await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/strings\/\d+\?edit=1$/));
  await waitFor(() => expect(field('Nyckel')).toHaveFocus());
  const id = Number(/\/strings\/(\d+)/.exec(currentUrl())![1]);
  return { ...rendered, id, before: await stored(id) };
}

describe('a stale write', () => {
  it('names who saved, shows both sides, keeps my edits by default and saves only my fields on top of theirs', async () => {
    const { user, id, before } = await editFirstText();
    const description = field('Beskrivning');
    await user.clear(description);
    await user.type(description, 'Min beskrivning');
    await changes('manager', id, { Value: { ...before.Value, sv: 'Mikaels text' } });

    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Posten har ändrats' });
    expect(dialog).toHaveTextContent(/Mikael Holm sparade posten .+ medan du redigerade den\./);
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Text', 'Beskrivning']);
    expect(rows[0]).toHaveTextContent('Mikaels text');
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('oförändrat');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('oförändrat');
    expect(rows[1]).toHaveTextContent('Min beskrivning');

    // The default keeps my edits: Enter is "keep editing"; the saved change comes into the form.
    expect(within(dialog).getByRole('button', { name: 'Fortsätt redigera' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field('Beskrivning')).toHaveFocus());
    expect(field('Beskrivning')).toHaveValue('Min beskrivning');
    expect(field('Text (svenska)')).toHaveValue('Mikaels text');
    expect((await stored(id)).Description).toBe(before.Description);

    // Someone writes again: the next save warns again instead of writing over it.
    await changes('manager', id, { Value: { ...before.Value, sv: 'Mikaels andra text' } });
    await user.keyboard('{Control>}s{/Control}');
    const again = await screen.findByRole('alertdialog', { name: 'Posten har ändrats' });
    expect(again).toHaveTextContent('Mikaels andra text');
    await user.click(within(again).getByRole('button', { name: 'Spara mina ändringar' }));
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/strings\/\d+$/));
    const after = await stored(id);
    expect(after.Description).toBe('Min beskrivning');
    expect(after.Value.sv).toBe('Mikaels andra text');
    expect(after.Value.en).toBe(before.Value.en);
  });

  it('says when it was me in another tab, and lets me pick the side of a field both changed', async () => {
    const { user, id, before } = await editFirstText();
    await user.clear(field('Beskrivning'));
    await user.type(field('Beskrivning'), 'Från den här fliken');
    await user.clear(field('Text (svenska)'));
    await user.type(field('Text (svenska)'), 'Min text');
    await changes('admin', id, { Description: 'Från en annan flik', Value: { sv: before.Value.sv, en: 'Other tab' } });

    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Posten har ändrats' });
    expect(dialog).toHaveTextContent(/Du sparade posten i en annan flik eller ett annat fönster .+\./);
    expect(dialog).not.toHaveTextContent(/någon annan/i);
    const keep = within(dialog).getByRole('radiogroup', { name: 'Beskrivning: vilken ändring som behålls' });
    expect(within(keep).getByRole('radio', { name: 'Din' })).toBeChecked();
    await user.click(within(keep).getByRole('radio', { name: 'Den sparade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara mina ändringar' }));
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    const after = await stored(id);
    expect(after.Description).toBe('Från en annan flik');
    expect(after.Value).toEqual({ sv: 'Min text', en: 'Other tab' });
  });

  it('discards my edits only by its own key: the saved record comes back', async () => {
    const { user, id, before } = await editFirstText();
    await user.clear(field('Beskrivning'));
    await user.type(field('Beskrivning'), 'Slängs');
    await changes('manager', id, { Description: 'Mikaels beskrivning' });
    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Posten har ändrats' });
    const discard = within(dialog).getByRole('button', { name: /^Släng mina ändringar/ });
    expect(discard).toHaveTextContent(/^Släng mina ändringarCtrl\+Backspace$/);
    await user.keyboard('{Control>}{Backspace}{/Control}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field('Beskrivning')).toHaveValue('Mikaels beskrivning'));
    expect(field('Text (svenska)')).toHaveValue(before.Value.sv);
    expect((await stored(id)).Description).toBe('Mikaels beskrivning');
  });
});
