import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('screens take the keyboard', () => {
  it('a list visited before takes it again when a g sequence returns to it', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/users');
    let users = await findList('Användare');
    await waitFor(() => expect(rowsOf(users)[0]).toHaveFocus());

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('vanliga frågor{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq'));
    const faq = await findList('Vanliga frågor');
    await waitFor(() => expect(rowsOf(faq)[0]).toHaveFocus());

    await user.keyboard('gu');
    await waitFor(() => expect(currentUrl()).toBe('/setting/users'));
    users = await findList('Användare');
    await waitFor(() => expect(rowsOf(users)[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(users)[1]).toHaveFocus());
  });

  it('a screen without a list takes it too: the dashboard on its main view, a single record on its tab', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/users');
    const users = await findList('Användare');
    await waitFor(() => expect(rowsOf(users)[0]).toHaveFocus());

    await user.keyboard('gd');
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
    await screen.findByRole('heading', { level: 1, name: 'Översikt' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('returinställningar{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/returns'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Uppgifter', selected: true })).toHaveFocus());
  });
});
