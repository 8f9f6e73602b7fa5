/**
 * Test harness for the browser app (not a test file): the whole <App /> on jsdom's real history, or one
 * view inside the same providers on a memory location; and a reset of every store between tests.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/App';
import { endSession, swrFetcher } from '../../src/api/client';
import { formats, intlLocaleOf, messagesFor } from '../../src/intl';
import { closeFlash } from '../../src/store/flash';
import { STORAGE_KEY } from '../../src/store/persist';
import { preferences } from '../../src/store/preferences';
import { session } from '../../src/store/session';
import { callLookup, ui } from '../../src/store/ui';

/** Every store back to a first visit: no session, no calls, no overlays, Swedish, light, empty storage (drafts too). */
export function resetApp(): void {
  endSession();
  session.recentCalls = [];
  closeFlash();
  for (const key of Object.keys(ui) as (keyof typeof ui)[]) ui[key] = false;
  callLookup.number = null;
  preferences.locale = 'sv';
  preferences.theme = 'light';
  preferences.themeChosen = false;
  preferences.shortcuts = { singleKeys: true, keys: {} };
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.clear();
  document.title = '';
}

/** Where the app's router is now: path and query, as in the address bar. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The whole app at a path (the address bar set first, as when a person opens a link). */
export function renderApp(path: string, options: { timers?: 'fake' } = {}) {
  window.history.replaceState(null, '', path);
  const user = options.timers === 'fake' ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) : userEvent.setup();
  const result = render(<App />);
  return { ...result, user };
}

function Providers({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(preferences);
  return (
    <IntlProvider locale={intlLocaleOf(locale)} defaultLocale="sv-SE" messages={messagesFor(locale)} formats={formats}>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
    </IntlProvider>
  );
}

/** One view in the app's providers, routed on a memory location whose history the test can read. */
export function renderView(view: ReactNode, options: { path?: string; timers?: 'fake' } = {}) {
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const user = options.timers === 'fake' ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) : userEvent.setup();
  const result = render(
    <Providers>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {view}
      </Router>
    </Providers>,
  );
  return { ...result, user, location: () => memory.history.at(-1)! };
}

/** A token the browser can read (the server never sees it): header.payload.signature with the given claims. */
export function fakeToken(claims: { id: number; role: number; secret: boolean; tfa: boolean }): { token: string; expire: number } {
  const expire = Date.now() + 10 * 60_000;
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return { token: `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, exp: Math.floor(expire / 1000) })}.signature`, expire };
}
