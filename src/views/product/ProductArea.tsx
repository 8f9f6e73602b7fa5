import type { Screen } from '../../domain/screens';
import { AreaScreen } from '../app/AreaScreen';

/**
 * The product area, loaded on demand: bespoke screens (the imports) from the screen registry, declared
 * resources the engine's screens, the rest the placeholder.
 */
export default function ProductArea({ screen }: { screen: Screen }) {
  return <AreaScreen screen={screen} />;
}
