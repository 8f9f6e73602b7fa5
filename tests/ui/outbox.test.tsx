/**
 * The Outbox screen (Shop › Outbox) over a message stored without an SMTP server: the detail says why it was
 * not sent, shows its HTML, and downloads it as .eml from the button and with Shift+D (the file the server
 * makes, under the name it gives).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureMail, queueMail } from '../../server/mail';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => configureMail(undefined));

describe('the Outbox screen', () => {
  it('shows a stored message with its HTML and downloads it as .eml by button and by Shift+D', async () => {
    configureMail({ smtpUrl: null, from: 'Reservdelar.se <kundservice@reservdelar.example>' });
    const message = await server.current.db.transaction((tx) =>
      queueMail(tx, server.current.resources, {
        to: 'eva@example.com',
        subject: 'Din order UI-1',
        html: '<p>Hej <strong>Eva</strong>!</p>',
      }),
    );

    const made: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return `blob:eml-${made.length}`;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      await signInAs(server.current, 'support');
      const { user } = renderApp(`/shop/outbox/${message.ID}`);
      // The first screen of the file loads the console's code and messages: slow on a busy machine.
      const detail = await screen.findByRole('region', { name: 'Din order UI-1' }, { timeout: 30_000 });
      expect(await within(detail).findByText(/Ingen e-postserver är inställd/)).toBeInTheDocument();
      expect(within(detail).getByText('Eva', { selector: 'strong' })).toBeInTheDocument();
      expect(within(detail).getAllByText('Sparat, ej skickat').length).toBeGreaterThan(0);

      await waitFor(() => expect(detail).toHaveFocus());
      await user.keyboard('{Shift>}D{/Shift}');
      await waitFor(() => expect(made).toHaveLength(1));
      expect(made[0].type).toBe('message/rfc822');
      expect(made[0].size).toBeGreaterThan(100);

      await user.click(within(detail).getByRole('button', { name: 'Ladda ned .eml' }));
      await waitFor(() => expect(made).toHaveLength(2));
      expect(made[1].type).toBe('message/rfc822');
    } finally {
      createObjectURL.mockRestore();
      revoke.mockRestore();
    }
  }, 60_000);

  it('names the record a message is about and links to it, never its code and id', async () => {
    configureMail({ smtpUrl: null, from: 'Reservdelar.se <kundservice@reservdelar.example>' });
    const token = await server.current.signIn('admin');
    const order = (await server.current.call('GET', '/api/shop/orders?limit=1', { token })).body.data[0] as { ID: number; Number: string };
    const message = await server.current.db.transaction((tx) =>
      queueMail(tx, server.current.resources, {
        to: 'eva@example.com',
        subject: 'Din order UI-2',
        html: '<p>Hej!</p>',
        about: { entity: 'orders', id: order.ID },
      }),
    );
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/outbox/${message.ID}`);
    const detail = await screen.findByRole('region', { name: 'Din order UI-2' }, { timeout: 30_000 });
    const link = await within(detail).findByRole('link', { name: `Gäller order ${order.Number}` });
    expect(link).toHaveAttribute('href', `/shop/orders/${order.ID}`);
    expect(detail).not.toHaveTextContent(`(${order.ID})`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: order.Number })).toBeInTheDocument();
  }, 60_000);
});
