/**
 * Test harness for the command layer: an IntlProvider with the command layer's own catalogue
 * (commands.json, Swedish laid under English as in the app), a wouter Router on a memory location, a
 * signed-in session of the given role. Not a test file itself.
 *
 * Screen titles (screens.*, the shell's catalogue) show their message id, as react-intl does while a
 * catalogue lacks an id: the tests read the same text whatever that catalogue says or whether it is loaded.
 * Any other missing message fails the test.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CommandLayer } from '../../src/commands/CommandLayer';
import { clearRecentCommands } from '../../src/commands/recent';
import { permissionKeys } from '../../src/domain/permissions';
import type { Locale } from '../../src/domain/constants';
import { SCREENS } from '../../src/domain/screens';
import { preferences } from '../../src/store/preferences';
import { session } from '../../src/store/session';
import { ui } from '../../src/store/ui';

type Messages = Record<string, string>;

const parts = import.meta.glob<Messages>('../../src/intl/messages/*/commands.json', { eager: true, import: 'default' });
/**
 * The resource declarations' texts and the engine's declared options' (a document's "Show PDF", a selection's
 * labels): a resource's commands name its custom actions and options.
 */
const resourceParts = import.meta.glob<Messages>(
  [
    '../../src/intl/messages/*/resources-*.json',
    '../../src/intl/messages/*/resource-selection.json',
    '../../src/features/*/messages/*/resources-*.json',
  ],
  { eager: true, import: 'default' },
);

function own(locale: Locale): Messages {
  const found = Object.entries(parts).find(([path]) => path.endsWith(`/${locale}/commands.json`));
  if (!found) throw new Error(`No commands.json for ${locale}`);
  const declared = Object.entries(resourceParts)
    .filter(([path]) => path.includes(`/${locale}/`))
    .map(([, messages]) => messages);
  return Object.assign({}, ...declared, found[1]);
}

/** The catalogue the tests render with (see the file comment). */
export function testMessages(locale: Locale = 'sv'): Messages {
  const messages: Messages = locale === 'sv' ? { ...own('sv') } : { ...own('sv'), ...own(locale) };
  for (const s of SCREENS) messages[s.titleId] = s.titleId;
  return messages;
}

/** The text a message id shows in the tests. */
export function text(id: string, locale: Locale = 'sv'): string {
  const found = testMessages(locale)[id];
  if (found === undefined) throw new Error(`No message ${id}`);
  return found;
}

export function signIn(role: number, canApproveReturns = false): void {
  session.token = 'test-token';
  session.expire = Date.now() + 3_600_000;
  session.payload = { id: 7, role, secret: true, tfa: true, exp: Math.floor(Date.now() / 1000) + 3600 };
  session.user = {
    ID: 7,
    Name: 'Test',
    Username: 'test',
    Email: 'test@example.com',
    Role: role,
    CanApproveReturns: canApproveReturns,
    PasswordChangedAt: new Date().toISOString(),
  };
  session.permissions = permissionKeys(role);
}

export function resetCommandState(locale: Locale = 'sv'): void {
  clearRecentCommands();
  for (const key of Object.keys(ui) as (keyof typeof ui)[]) ui[key] = false;
  preferences.theme = 'light';
  preferences.locale = locale;
}

/** The app's provider in small: the language follows the preferences store, as the app's does. */
function TestIntl({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(preferences);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="sv"
      messages={testMessages(locale)}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

export interface RenderOptions {
  role?: number;
  canApproveReturns?: boolean;
  path?: string;
  locale?: Locale;
  children?: ReactNode;
}

export function renderCommandLayer(options: RenderOptions = {}) {
  const { role = 1, canApproveReturns = false, path = '/shop', locale = 'sv', children } = options;
  resetCommandState(locale);
  signIn(role, canApproveReturns);
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <TestIntl>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
        <CommandLayer />
      </Router>
    </TestIntl>,
  );
  return { ...result, memory, current: () => memory.history.at(-1) };
}
