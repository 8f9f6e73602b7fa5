import type { Screen } from '../../domain/screens';
import { ResourceScreen } from '../resource/ResourceScreen';
import { bespokeScreen } from '../screen-registry';

/**
 * A routed screen inside an area's chunk: its bespoke component when the registry has its name
 * (src/views/screen-registry.ts), else the engine's screen of its declared resource, else the placeholder.
 */
export function AreaScreen({ screen }: { screen: Screen }) {
  const Bespoke = bespokeScreen(screen.name);
  if (Bespoke) return <Bespoke key={screen.name} screen={screen} />;
  return <ResourceScreen screen={screen} />;
}
