/**
 * The mails staff send from an order and a customer, by keyboard against the real API (issue 9 §1, §5): on
 * the order's detail "Skicka orderbekräftelsen igen" (M, asks first) and "Skicka en kopia av
 * orderbekräftelsen" (Shift+M, asks for the address), on the customer's "Skicka glömt lösenord" (Shift+P,
 * asks first); each button names its key, and the success message names the address the mail is queued to.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customers, orders, outbox, paymentMethods, shippingMethods } from '../../server/db/schema';
import { configureMail } from '../../server/mail';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => configureMail(undefined));
vi.setConfig({ testTimeout: 120_000 });

const mailsAbout = (entity: string, id: number) =>
  server.current.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.AboutEntity, entity), eq(outbox.AboutID, id)))
    .orderBy(asc(outbox.ID));

describe('mails from an order and a customer', () => {
  it('resends an order confirmation with M and sends a copy with Shift+M', async () => {
    configureMail({ smtpUrl: null, from: 'Reservdelar.se <kundservice@reservdelar.example>' });
    const [order] = await server.current.db
      .select({ id: orders.ID, number: orders.Number, email: orders.Email, shipping: shippingMethods.Name, payment: paymentMethods.Name })
      .from(orders)
      .innerJoin(shippingMethods, eq(shippingMethods.ID, orders.ShippingMethodID))
      .innerJoin(paymentMethods, eq(paymentMethods.ID, orders.PaymentMethodID))
      .orderBy(asc(orders.ID))
      .limit(1);
    const before = (await mailsAbout('orders', order.id)).length;
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/orders/${order.id}`);
    const detail = await screen.findByRole('region', { name: new RegExp(order.number) }, { timeout: 30_000 });
    // Customer service may not open the shipping and payment settings, yet reads the order's methods by name.
    expect(await within(detail).findByText(String(order.shipping))).toBeInTheDocument();
    expect(await within(detail).findByText(String(order.payment))).toBeInTheDocument();
    const resend = await within(detail).findByRole('button', { name: /Skicka orderbekräftelsen igen/ });
    expect(resend).toHaveAttribute('aria-keyshortcuts', 'M');
    expect(within(detail).getByRole('button', { name: /Skicka en kopia av orderbekräftelsen/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'Shift+M',
    );

    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('m');
    const question = await screen.findByRole('alertdialog', {
      name: new RegExp(`Skicka orderbekräftelsen för order ${order.number} igen`),
    });
    await user.click(within(question).getByRole('button', { name: /Skicka orderbekräftelsen igen/ }));
    expect(await screen.findByText(`Orderbekräftelsen är köad till ${order.email}`)).toBeInTheDocument();
    expect(await mailsAbout('orders', order.id)).toHaveLength(before + 1);

    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('{Shift>}M{/Shift}');
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog).getByRole('textbox', { name: /Skicka kopian till/ });
    await user.type(address, 'inkop@foretag.example');
    await user.click(within(dialog).getByRole('button', { name: /^Skicka en kopia av orderbekräftelsen/ }));
    expect(await screen.findByText('En kopia av orderbekräftelsen är köad till inkop@foretag.example')).toBeInTheDocument();
    expect((await mailsAbout('orders', order.id)).at(-1)!.To).toBe('inkop@foretag.example');
  });

  it('sends a customer the forgot-password e-mail with Shift+P', async () => {
    configureMail({ smtpUrl: null, from: 'Reservdelar.se <kundservice@reservdelar.example>' });
    const [customer] = await server.current.db
      .select({ id: customers.ID, name: customers.Name, email: customers.Email })
      .from(customers)
      .orderBy(asc(customers.ID))
      .limit(1);
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/customers/${customer.id}`);
    const detail = await screen.findByRole('region', { name: customer.name }, { timeout: 30_000 });
    expect(await within(detail).findByRole('button', { name: /Skicka glömt lösenord/ })).toHaveAttribute('aria-keyshortcuts', 'Shift+P');
    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('{Shift>}P{/Shift}');
    const question = await screen.findByRole('alertdialog', { name: new RegExp(`Skicka e-post till ${customer.name}`) });
    await user.click(within(question).getByRole('button', { name: /Skicka glömt lösenord/ }));
    expect(await screen.findByText(`E-post om nytt lösenord är köad till ${customer.email}`)).toBeInTheDocument();
    const [mail] = (await mailsAbout('customers', customer.id)).slice(-1);
    expect(mail).toMatchObject({ To: customer.email, TemplateType: 5 });
  });
});
