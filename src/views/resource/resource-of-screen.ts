/**
 * Which resource a routed screen shows: list, new and detail screens are named `{def.screen}Index|New|Detail`;
 * a singleton's tool screen is named exactly `def.screen`.
 */
import { resourceByScreen, type ResourceDef } from '../../domain/resources';
import type { Screen } from '../../domain/screens';

const SUFFIX = /(Index|New|Detail)$/;

export function resourceOfScreen(screen: Pick<Screen, 'name'>): ResourceDef | null {
  const own = resourceByScreen.get(screen.name);
  if (own?.singleton) return own;
  const prefix = screen.name.replace(SUFFIX, '');
  if (prefix === screen.name) return null;
  const def = resourceByScreen.get(prefix);
  return def && !def.singleton ? def : null;
}
