/**
 * Start loading the shell and the chunk of the area a path belongs to, ahead of rendering them, so they
 * come in parallel with the sign-in's last calls (or the page's first ones) instead of one after the
 * other: the shell's chunk, then, once it renders, the screen's (and a bespoke screen's own chunk). The loaders are the ones React.lazy uses
 * (a module loads once; lazy then finds it loaded). A failure is left to the render, which shows its own.
 */
import { screenOfLink } from '../../domain/access';
import { loadConsoleMessages } from '../../intl';
import { loadProductArea } from '../product/load';
import { loadSettingArea } from '../setting/load';
import { preloadBespokeScreen } from '../screen-registry';
import { loadShopArea } from '../shop/load';
import { loadSupportArea } from '../support/load';

/** The shell and the catalogue's console parts it shows, side by side. */
export const loadShell = () => Promise.all([import('../shell/Shell'), loadConsoleMessages()]).then(([shell]) => shell);

const AREAS = { shop: loadShopArea, support: loadSupportArea, product: loadProductArea, setting: loadSettingArea } as const;

export function preloadConsole(path: string): void {
  const area = /^\/(shop|support|product|setting)(?:[/?#]|$)/.exec(path)?.[1] as keyof typeof AREAS | undefined;
  if (!area) return;
  loadShell().catch(() => undefined);
  AREAS[area]().catch(() => undefined);
  // A bespoke screen (the dashboard, an import) is a chunk of its own beside the area's.
  const screen = screenOfLink(path);
  if (screen) preloadBespokeScreen(screen.name);
}
