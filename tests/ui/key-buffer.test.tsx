/**
 * Keys typed while the console is still loading (after sign-in, or a page load with a session) are kept
 * and played once the command layer listens and the first screen is shown: here the layer and the screen
 * are mounted late on purpose, as the shell's and the screen's chunks arrive late in a browser.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { proxy, useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandLayer } from '../../src/commands/CommandLayer';
import { installKeyBuffer, kept, keysMayPlayNow, MAX_AGE_MS, screenContentMounted } from '../../src/commands/key-buffer';
import { clearAuth, isFullyAuthenticated } from '../../src/store/session';
import { resetCommandState, signIn, testMessages, text } from './commands-render';

const loaded = proxy({ layer: false, screen: false });

function FirstScreen() {
  useEffect(() => screenContentMounted(), []);
  return <h1>Översikt</h1>;
}

function LateConsole() {
  const snap = useSnapshot(loaded);
  return (
    <>
      {snap.screen ? <FirstScreen /> : <p>Laddar …</p>}
      {snap.layer ? <CommandLayer sources={[]} /> : null}
    </>
  );
}

let uninstall: () => void = () => undefined;

function renderLoading(path = '/shop') {
  const memory = memoryLocation({ path, record: true });
  render(
    <IntlProvider locale="sv" defaultLocale="sv" messages={testMessages('sv')}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <input aria-label="Anteckning" />
        <LateConsole />
      </Router>
    </IntlProvider>,
  );
  return { current: () => memory.history.at(-1), user: userEvent.setup() };
}

/** The shell's chunk, then the first screen's, arrive. */
function finishLoading() {
  act(() => {
    loaded.layer = true;
  });
  act(() => {
    loaded.screen = true;
  });
}

const palette = () => screen.queryByRole('dialog', { name: 'Kommandopalett' });

beforeEach(() => {
  resetCommandState();
  signIn(2);
  loaded.layer = false;
  loaded.screen = false;
  uninstall = installKeyBuffer({ active: () => isFullyAuthenticated() });
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

describe('keys typed while the console loads', () => {
  it('Ctrl+K opens the palette as soon as the console can show it', async () => {
    const { user } = renderLoading();
    await user.keyboard('{Control>}k{/Control}');
    expect(palette()).not.toBeInTheDocument();
    finishLoading();
    expect(await screen.findByRole('dialog', { name: 'Kommandopalett' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sök kommandon' })).toHaveFocus());
  });

  it('a g sequence still goes where it says', async () => {
    const { user, current } = renderLoading();
    await user.keyboard('go');
    expect(current()).toBe('/shop');
    finishLoading();
    await waitFor(() => expect(current()).toBe('/shop/orders?interval=6&refresh=true'));
  });

  it('what follows Ctrl+K is typed into the palette, and Enter runs what it found', async () => {
    const { user, current } = renderLoading();
    await user.keyboard(`{Control>}k{/Control}${text('screens.ShopCustomerIndex')}{Enter}`);
    finishLoading();
    await waitFor(() => expect(current()).toBe('/shop/customers'));
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
  });

  it('waits for the first screen, so keys meant for it find it', async () => {
    const { user, current } = renderLoading();
    await user.keyboard('gc');
    act(() => {
      loaded.layer = true;
    });
    // The layer listens, but the screen is not there yet: the kept keys wait, and a live one waits its turn.
    await waitFor(() => expect(kept.layers).toBeGreaterThan(0));
    await user.keyboard('?');
    // Held behind the kept ones, none played: play-back starts only once the screen is shown.
    expect(kept.keys.map((k) => k.key)).toEqual(['g', 'c', '?']);
    expect(keysMayPlayNow()).toBe(false);
    expect(current()).toBe('/shop');
    expect(screen.queryByRole('dialog', { name: 'Kortkommandon' })).not.toBeInTheDocument();
    act(() => {
      loaded.screen = true;
    });
    await waitFor(() => expect(current()).toBe('/shop/customers'));
    expect(await screen.findByRole('dialog', { name: 'Kortkommandon' })).toBeInTheDocument();
  });

  it('keeps nothing typed into a field, nor without a signed-in session', async () => {
    const { user, current } = renderLoading();
    await user.click(screen.getByRole('textbox', { name: 'Anteckning' }));
    await user.keyboard('go');
    expect(screen.getByRole('textbox', { name: 'Anteckning' })).toHaveValue('go');
    (document.activeElement as HTMLElement).blur();
    clearAuth();
    await user.keyboard('gc');
    signIn(2);
    finishLoading();
    // Nothing kept, so nothing to play once the console listens with its screen shown.
    await waitFor(() => expect(keysMayPlayNow()).toBe(true));
    // A play-back may still start (it looks for kept keys after the next frame) and end with nothing played.
    await waitFor(() => expect(kept.replaying).toBe(false));
    expect(kept.keys).toEqual([]);
    expect(current()).toBe('/shop');
    expect(palette()).not.toBeInTheDocument();
  });

  it('forgets keys after a pointer press, and keys older than the limit', async () => {
    const { user, current } = renderLoading();
    await user.keyboard('go');
    await user.click(screen.getByText('Laddar …'));
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.keyboard('gc');
    vi.setSystemTime(Date.now() + MAX_AGE_MS + 1000);
    finishLoading();
    // The play-back starts with the kept keys once the console listens with its screen shown, and drops them as too
    // old: it ends having played none.
    await waitFor(() => expect(keysMayPlayNow()).toBe(true));
    await waitFor(() => expect(kept.replaying).toBe(false));
    expect(kept.keys).toEqual([]);
    expect(current()).toBe('/shop');
  });
});
