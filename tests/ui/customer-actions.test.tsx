/**
 * A customer's own actions by keyboard, against the real API (issue 9 §5, §7): Shift+L in the customer's
 * detail asks for a login link, opens it in a new tab and shows it with its expiry (and the link works once at
 * the storefront's redemption); Shift+M opens "Merge into…", a modal dialog whose picker finds the other
 * customer, shows the server's preview and merges, landing on the survivor with a flash; a colleague's change
 * in between is refused as stale and told in the dialog. A user without `update customer` gets neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resource } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { loadCatalogue } from '../../src/intl';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 120_000 });

const customers = resource('customers');

async function customersByPhone(phone: string): Promise<ResourceRecord[]> {
  const token = await server.current.signIn('admin');
  return (
    (await server.current.call('GET', `/api/shop/customers?q=${encodeURIComponent(phone)}`, { token })).body.data as ResourceRecord[]
  ).sort((a, b) => a.ID - b.ID);
}

/** The customer's detail, with the keyboard in its pane. */
async function openDetail(customer: ResourceRecord) {
  const { user } = renderApp(`/shop/customers/${customer.ID}`);
  const detail = await screen.findByRole('region', { name: recordTitle(customers, customer, 'sv') }, { timeout: 30_000 });
  await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return { user, detail };
}

describe('log in as customer', () => {
  it('asks for a link with Shift+L, opens it in a new tab and shows it with its expiry', async () => {
    const sv = await loadCatalogue('sv');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const [anna] = await customersByPhone('0701234567');
    await signInAs(server.current, 'support');
    const { user } = await openDetail(anna);
    await user.keyboard('{Shift>}L{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: `Logga in som ${anna.Name}` }, { timeout: 30_000 });
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: sv['resources.customers.loginLink.label'] });
    expect(field.value).toMatch(/^https:\/\/[^/]+\/login-as\?token=/);
    expect(opened).toHaveBeenCalledWith(field.value, '_blank', 'noopener,noreferrer');
    expect(within(dialog).getByText(/Länken slutar gälla kl\. \d\d:\d\d:\d\d/)).toBeTruthy();
    // The link is the server's: the storefront redeems it once.
    const token = decodeURIComponent(new URL(field.value).searchParams.get('token')!);
    const redeemed = await server.current.call('POST', '/api/storefront/login-links/redeem', { body: { token } });
    expect(redeemed.body.customerId).toBe(anna.ID);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Logga in som ${anna.Name}` })).toBeNull());
  });

  it('is refused by the server without update customer (every role that reads customers may update them)', async () => {
    const [anna] = await customersByPhone('0701234567');
    const token = await server.current.signIn('catalog');
    const refused = await server.current.call('POST', `/api/shop/customers/${anna.ID}/login-link`, { token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40301);
  });
});

describe('merge into…', () => {
  async function pick(
    user: Awaited<ReturnType<typeof openDetail>>['user'],
    dialog: HTMLElement,
    sv: Record<string, string>,
    typed: string,
    name: string,
  ) {
    const picker = within(dialog).getByRole('combobox', { name: new RegExp(sv['resources.customers.merge.into']) });
    for (let i = 0; i < 5 && document.activeElement !== picker; i++) await user.tab();
    expect(document.activeElement).toBe(picker);
    await user.keyboard(typed);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining(name)]), {
      timeout: 30_000,
    });
    await user.keyboard('{ArrowDown}{Enter}');
    return within(dialog).findByRole('list', { name: sv['resources.customers.merge.moves'] }, { timeout: 30_000 });
  }

  it('merges by keyboard: Shift+M, pick the other customer, read the preview, merge, land on the survivor', async () => {
    const sv = await loadCatalogue('sv');
    const [erik, maria] = await customersByPhone('0709876543');
    const token = await server.current.signIn('admin');
    const erikOrders = (await server.current.call('GET', `/api/shop/orders?CustomerID=${erik.ID}&limit=1`, { token })).headers.get(
      'x-be-records',
    );
    await signInAs(server.current, 'support');
    const { user } = await openDetail(erik);
    await user.keyboard('{Shift>}M{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: `Slå ihop ${erik.Name} med…` }, { timeout: 30_000 });
    const moves = await pick(user, dialog, sv, 'maria.johansson', 'Maria Johansson');
    // Itself is never offered; the preview counts the orders that move.
    expect(within(moves).getByText(new RegExp(`^${sv['resources.orders.other']}: ${erikOrders}$`))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: sv['resources.customers.merge.confirm'] });
    for (let i = 0; i < 8 && document.activeElement !== confirm; i++) await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`/shop/customers/${maria.ID}`), { timeout: 30_000 });
    expect(await screen.findByText(`${erik.Name} slogs ihop med ${maria.Name}`)).toBeTruthy();
    const after = (await server.current.call('GET', `/api/shop/customers/${erik.ID}`, { token })).body as ResourceRecord;
    expect(after.MergedIntoID).toBe(maria.ID);
  });

  it('tells a stale merge in the dialog, reads the preview again, and merges on the second press', async () => {
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const [anna] = await customersByPhone('0701234567');
    // A second person in Anna's store to merge into.
    const made = await server.current.call('POST', '/api/shop/customers', {
      token,
      body: {
        Type: 1,
        FirstName: 'Lisa',
        LastName: 'Stålberg',
        Email: 'lisa.stalberg@example.org',
        Phone: '0731112233',
        City: 'Umeå',
        StoreID: anna.StoreID,
        Locale: 'sv',
        MembershipLevel: 1,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const target = made.body as ResourceRecord;
    await signInAs(server.current, 'admin');
    const { user } = await openDetail(anna);
    await user.keyboard('{Shift>}M{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: `Slå ihop ${anna.Name} med…` }, { timeout: 30_000 });
    await pick(user, dialog, sv, 'Stålberg', 'Lisa Stålberg');
    // A colleague edits the target after the preview was read.
    const edited = await server.current.call('PUT', `/api/shop/customers/${target.ID}`, {
      token,
      body: { ...target, Note: 'Changed meanwhile' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const confirm = within(dialog).getByRole('button', { name: sv['resources.customers.merge.confirm'] });
    await user.click(confirm);
    expect(
      await within(dialog).findByText(new RegExp(sv['errors.conflict'].slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeTruthy();
    await user.click(confirm);
    await waitFor(() => expect(currentUrl()).toBe(`/shop/customers/${target.ID}`), { timeout: 30_000 });
  });
});
