import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECENT_CALLS_MAX } from '../../src/domain/constants';
import { ReturnAction, ReturnStatus } from '../../src/domain/returns/codes';
import { customers, orders, returns, users } from '../../server/db/schema';
import { session } from '../../src/store/session';
import { ui } from '../../src/store/ui';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

async function incomingCall(username: string, number: string, path = '/shop') {
  await signInAs(server.current, username);
  const rendered = renderApp(`${path}${path.includes('?') ? '&' : '?'}call=${encodeURIComponent(number)}`);
  const dialog = await screen.findByRole('dialog', { name: 'Inkommande samtal' });
  return { ...rendered, dialog };
}

describe('incoming-call lookup', () => {
  it('opens for ?call= on any page and links the Swedish directory for Swedish numbers', async () => {
    const { dialog } = await incomingCall('support', '+46 8 123 456 78');
    expect(within(dialog).getByRole('region', { name: '+46 8 123 456 78' })).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Sök numret hos Hitta\.se \(Sverige\)/ });
    expect(link).toHaveAttribute('href', 'https://www.hitta.se/vem-ringde/0812345678');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('chooses the German directory for 49 and the Norwegian one for 47', async () => {
    const { dialog, user } = await incomingCall('support', '+49 30 1234567');
    expect(within(dialog).getByRole('link', { name: /Das Örtliche \(Tyskland\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.dasoertliche\.de\//),
    );
    await user.type(within(dialog).getByLabelText('Slå upp ett annat nummer'), '0047 22 33 44 55{Enter}');
    expect(await within(dialog).findByRole('link', { name: /1881\.no \(Norge\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.1881\.no\//),
    );
  });

  it('lists the customers with that number and opens one', async () => {
    const { dialog, user } = await incomingCall('support', '070-123 45 67', '/shop/orders');
    const customer = await within(dialog).findByRole('link', { name: 'Anna Lindqvist' });
    expect(customer.getAttribute('href')).toMatch(/^\/shop\/customers\/\d+$/);
    await user.click(customer);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/customers\/\d+$/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inkommande samtal' })).not.toBeInTheDocument());
    // The customers list with her record open beside it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunder' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Lindqvist' })).toBeInTheDocument();
  });

  it("shows the caller's open returns beside the latest orders, each a link to the return", async () => {
    const { db } = server.current;
    const [anna] = await db.select({ ID: customers.ID }).from(customers).where(eq(customers.PhoneNormalized, '46701234567')).limit(1);
    const [order] = await db.select({ ID: orders.ID, Currency: orders.Currency }).from(orders).limit(1);
    const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'support'));
    const returnOf = (Status: number, QuantityVerified: boolean, Reason: string) => ({
      OrderID: order.ID,
      CustomerID: anna.ID,
      Action: ReturnAction.Chargeback,
      Status,
      QuantityVerified,
      Restock: false,
      Currency: order.Currency,
      Amount: '3120.00',
      Reason,
      ReturnedAt: '2026-11-20',
      CreatedBy: creator.id,
    });
    const made = await db
      .insert(returns)
      .values([
        returnOf(ReturnStatus.AwaitingApproval, false, 'Väntar'),
        returnOf(ReturnStatus.Approved, false, 'Godkänd, inte inräknad'),
        returnOf(ReturnStatus.Approved, true, 'Klar'),
        returnOf(ReturnStatus.Declined, false, 'Nekad'),
      ] as (typeof returns.$inferInsert)[])
      .returning({ ID: returns.ID });
    try {
      const { dialog, user } = await incomingCall('support', '070-123 45 67', '/shop/orders');
      const open = await within(dialog).findByRole('list', { name: 'Öppna returer' });
      const links = within(open).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual([`Retur ${made[1].ID}`, `Retur ${made[0].ID}`]);
      expect(open).toHaveTextContent('Väntar på godkännande');
      await user.click(links[1]);
      await waitFor(() => expect(currentUrl()).toBe(`/shop/returns/${made[0].ID}`));
    } finally {
      for (const { ID } of made) await db.delete(returns).where(eq(returns.ID, ID));
    }
  });

  it('says so when no customer has the number', async () => {
    const { dialog } = await incomingCall('support', '+46 99 000 00 00');
    expect(await within(dialog).findByText('Ingen kund har det här numret.')).toBeInTheDocument();
  });

  it('does not look customers up for a role without the shop', async () => {
    const { dialog } = await incomingCall('catalog', '070-123 45 67', '/product/items');
    expect(within(dialog).getByRole('link', { name: /Hitta\.se/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('Kunder med numret')).not.toBeInTheDocument();
  });

  it('closing removes the call from the address and keeps the rest of the query', async () => {
    const { user } = await incomingCall('support', '+46701234567', '/shop/orders?interval=6&refresh=true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe('/shop/orders?interval=6&refresh=true');
  });

  it('keeps fewer than ten recent calls, newest first', async () => {
    const first = await incomingCall('support', '+46700000000');
    expect(within(first.dialog).getByRole('list', { name: 'Senaste samtal' })).toBeInTheDocument();
    for (let i = 1; i <= 11; i += 1) {
      const number = `+4670000000${String(i).padStart(2, '0')}`;
      act(() => window.history.pushState(null, '', `/shop?call=${encodeURIComponent(number)}`));
      await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByText(number).length).toBeGreaterThan(0));
    }
    const recent = within(screen.getByRole('dialog')).getByRole('list', { name: 'Senaste samtal' });
    const numbers = within(recent)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(numbers).toHaveLength(RECENT_CALLS_MAX);
    expect(numbers.length).toBeLessThan(10);
    expect(numbers[0]).toBe('+467000000011');
    expect(numbers).not.toContain('+46700000000');
  });

  it('keeps only phone numbers: other text in ?call= says so and is not remembered', async () => {
    const { dialog } = await incomingCall('support', 'abc123');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('”abc123” är inget telefonnummer.');
    expect(within(dialog).queryByRole('link', { name: /Hitta\.se/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Inga samtal ännu. Inkommande samtal från telefonisystemet visas här.')).toBeInTheDocument();
    expect(session.recentCalls).toEqual([]);

    act(() => window.history.pushState(null, '', `/shop?call=${encodeURIComponent('12')}`));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('”12” är inget telefonnummer.'));
    act(() => window.history.pushState(null, '', `/shop?call=${encodeURIComponent('070-123 45 67')}`));
    await waitFor(() => expect(session.recentCalls.map((c) => c.number)).toEqual(['070-123 45 67']));
  });

  it('refuses to look up text that is not a phone number', async () => {
    const { dialog, user } = await incomingCall('support', '+46701234567');
    const field = within(dialog).getByLabelText('Slå upp ett annat nummer');
    await user.type(field, 'ring mig{Enter}');
    expect(field).toHaveAccessibleDescription('Skriv ett telefonnummer, till exempel 070-123 45 67.');
    expect(within(dialog).getByRole('region', { name: '+46701234567' })).toBeInTheDocument();
    expect(session.recentCalls.map((c) => c.number)).toEqual(['+46701234567']);
  });

  it('owns the keyboard while open: Ctrl+K and g sequences wait', async () => {
    const { dialog, user } = await incomingCall('support', '+46701234567', '/shop/customers');
    // The shell (and its command layer) is there, hidden from assistive technology behind the dialog.
    await screen.findByRole('navigation', { name: 'Huvudmeny', hidden: true });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('go');
    // A shortcut acts within its key press (the palette's is an overlay flag, g o a navigation): nothing to wait for.
    expect(ui.paletteOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Kommandopalett' })).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/shop/customers?call=%2B46701234567');
    expect(dialog).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
