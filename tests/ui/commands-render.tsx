/**
 * Test harness for the command layer: a real IntlProvider with the real catalogues, a wouter Router on a
 * memory location, a signed-in session of the given role. Not a test file itself.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CommandLayer } from '../../src/commands/CommandLayer';
import { clearRecentCommands } from '../../src/commands/recent';
import { permissionKeys } from '../../src/domain/permissions';
import type { Locale } from '../../src/domain/constants';
import { SCREENS } from '../../src/domain/screens';
import { messagesFor } from '../../src/intl';
import { preferences } from '../../src/store/preferences';
import { session } from '../../src/store/session';
import { ui } from '../../src/store/ui';

// jsdom lacks what cmdk's list uses for its height variable and for keeping the active option in view.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

/**
 * The catalogue the tests render with: the real one, except that screen titles (screens.*, the shell's
 * catalogue) show their message id, as react-intl does while a catalogue lacks them. The tests then read
 * the same text whether or not the shell's catalogue exists yet, and never depend on its wording.
 */
export function testMessages(locale: Locale = 'sv'): Record<string, string> {
  const messages = { ...messagesFor(locale) };
  for (const s of SCREENS) messages[s.titleId] = s.titleId;
  return messages;
}

/** The text a message id shows in the tests (see testMessages). */
export function text(id: string, locale: Locale = 'sv'): string {
  return testMessages(locale)[id] ?? id;
}

export function signIn(role: number, canApproveReturns = false): void {
  session.token = 'test-token';
  session.expire = Date.now() + 3_600_000;
  session.payload = { id: 7, role, secret: true, tfa: true, exp: Math.floor(Date.now() / 1000) + 3600 };
  session.user = {
    ID: 7, Name: 'Test', Username: 'test', Email: 'test@example.com', Role: role,
    CanApproveReturns: canApproveReturns, PasswordChangedAt: new Date().toISOString(),
  };
  session.permissions = permissionKeys(role);
}

export function resetCommandState(): void {
  clearRecentCommands();
  for (const key of Object.keys(ui) as (keyof typeof ui)[]) ui[key] = false;
  preferences.theme = 'light';
  preferences.locale = 'sv';
}

export function renderCommandLayer(options: { role?: number; path?: string; locale?: Locale; children?: ReactNode } = {}) {
  const { role = 1, path = '/shop', locale = 'sv', children } = options;
  resetCommandState();
  signIn(role);
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <IntlProvider
      locale={locale}
      defaultLocale="sv"
      messages={testMessages(locale)}
      // A message missing from commands.json is a bug: fail the test instead of showing the id.
      onError={(error) => {
        throw error;
      }}
    >
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
        <CommandLayer />
      </Router>
    </IntlProvider>,
  );
  return { ...result, memory, current: () => memory.history!.at(-1) };
}
