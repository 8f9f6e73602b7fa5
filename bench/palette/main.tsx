/**
 * The benchmark page: the real CommandPalette, open, over the real registry plus generated commands up
 * to BENCH_COMMANDS in all, for a signed-in Super Administrator, with the Swedish catalogue and the
 * app's design tokens. bench/palette/run.mjs builds, serves and drives it.
 */
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CommandPalette } from '../../src/commands/CommandPalette';
import { registry } from '../../src/commands/registry';
import { permissionKeys } from '../../src/domain/permissions';
import { session } from '../../src/store/session';
import { openOverlay } from '../../src/store/ui';
import { generateCommands } from './generate';
import { installProbe } from './probe';

/** Commands registered in all: the registry's own plus generated ones (`?commands=` overrides). */
const BENCH_COMMANDS = Number(new URLSearchParams(location.search).get('commands') ?? 5000);

// The app's design tokens and base styles, so the palette paints as it does in the app.
import.meta.glob('../../src/styles/{tokens,base}.css', { eager: true });

const catalogue = import.meta.glob<Record<string, string>>('../../src/intl/messages/sv/*.json', { eager: true, import: 'default' });
const generated = generateCommands(Math.max(0, BENCH_COMMANDS - registry.commands.length));
const commands = [...registry.commands, ...generated.commands];
const messages = Object.assign({}, ...Object.values(catalogue), generated.messages) as Record<string, string>;

session.token = 'bench';
session.expire = Date.now() + 8 * 3_600_000;
session.payload = { id: 1, role: 1, secret: true, tfa: true, exp: Math.floor(Date.now() / 1000) + 8 * 3600 };
session.user = {
  ID: 1,
  Name: 'Bench',
  Username: 'bench',
  Email: 'bench@example.com',
  Role: 1,
  CanApproveReturns: true,
  PasswordChangedAt: new Date().toISOString(),
};
session.permissions = permissionKeys(1);
openOverlay('paletteOpen');

const root = document.getElementById('root')!;
const state = installProbe(document.body, commands.length);
const memory = memoryLocation({ path: '/shop' });

createRoot(root).render(
  <IntlProvider locale="sv" defaultLocale="sv" messages={messages} onError={() => undefined}>
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {/* No server behind the benchmark: commands only. */}
      <CommandPalette commands={commands} sources={[]} />
    </Router>
  </IntlProvider>,
);

function whenReady() {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] [role="combobox"]');
  if (input && document.activeElement === input) state.ready = true;
  else requestAnimationFrame(whenReady);
}
requestAnimationFrame(whenReady);
