import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/store/session';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
afterEach(() => {
  vi.useRealTimers();
});

/** The assignable count as the server has it now. */
async function serverCount(): Promise<number> {
  const answer = await server.current.call<{ count: number }>('GET', '/api/common/to-do-count', { token: session.token! });
  return answer.body.count;
}

/** Another member of staff takes the next to-do from the queue. */
async function someoneElseAssigns(): Promise<unknown> {
  const token = await server.current.signIn('manager');
  return (await server.current.call('POST', '/api/common/to-dos/assign?category=1', { token })).body.data;
}

const todoButton = () => screen.getByRole('button', { name: /^Att göra,/ });

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Att göra,/ }));
  return screen.findByRole('dialog', { name: 'Att göra' });
}

describe('to-do panel', () => {
  it('the toolbar shows how many to-dos can be assigned', async () => {
    await signInAs(server.current, 'support');
    renderApp('/shop');
    const count = await serverCount();
    expect(count).toBeGreaterThan(1);
    await waitFor(() => expect(todoButton()).toHaveAccessibleName(`Att göra, ${count} att tilldela`));
    expect(within(todoButton()).getByText(String(count))).toBeInTheDocument();
  });

  it('lists my to-dos with links to what they are about', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop/customers');
    const panel = await openPanel(user);
    const links = await within(panel).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    const target = links[0].getAttribute('href')!;
    expect(target).toMatch(/^\/(shop|product|setting)\//);
    await user.click(links[0]);
    await waitFor(() => expect(currentUrl()).toBe(target));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Att göra' })).not.toBeInTheDocument());
    // The screen the link leads to has arrived (its heading), so nothing it loads outlives this test.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('assigns the next to-do: it joins my list and the count goes down', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop');
    const before = await serverCount();
    const panel = await openPanel(user);
    await within(panel).findAllByRole('listitem');
    const open = () => within(panel).queryAllByRole('button', { name: /^Markera klar: .*$/ }).length;
    const openBefore = open();
    await user.click(within(panel).getByRole('button', { name: 'Tilldela nästa' }));
    expect(await screen.findByText(/^Tilldelad: /)).toBeInTheDocument();
    await waitFor(() => expect(open()).toBe(openBefore + 1));
    await waitFor(() => expect(within(panel).getByText(`${before - 1} att göra att tilldela`)).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(todoButton()).toHaveAccessibleName(`Att göra, ${before - 1} att tilldela`));
    expect(todoButton()).toHaveFocus();
  });

  it('completes a to-do', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop');
    const panel = await openPanel(user);
    const [first] = await within(panel).findAllByRole('button', { name: /^Markera klar: .*$/ });
    const title = first.getAttribute('aria-label')!.replace(/^Markera klar: (.*)$/, '$1');
    await user.click(first);
    expect(await screen.findByText(`Klar: ${title}`)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: `Markera klar: ${title}` })).not.toBeInTheDocument());
    const item = within(panel).getByRole('link', { name: title }).closest('li')!;
    expect(within(item).getByText('Avklarad')).toBeInTheDocument();
  });

  it('polls the count every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs(server.current, 'support');
    renderApp('/shop/orders');
    const before = await serverCount();
    await waitFor(() => expect(todoButton()).toHaveAccessibleName(`Att göra, ${before} att tilldela`));
    await someoneElseAssigns();
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(todoButton()).toHaveAccessibleName(`Att göra, ${before} att tilldela`);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(todoButton()).toHaveAccessibleName(`Att göra, ${before - 1} att tilldela`));
  });

  it('warns "Inget kvar att göra" when the queue is empty', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop');
    // Everyone else clears the queue first.
    for (let i = 0; i < 500 && (await someoneElseAssigns()) !== null; i += 1);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Tilldela nästa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inget kvar att göra');
    await waitFor(() => expect(within(panel).getByText('Inga att göra att tilldela')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(todoButton()).toHaveAccessibleName('Att göra, 0 att tilldela'));
  });
});
