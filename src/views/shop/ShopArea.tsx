import type { Screen } from '../../domain/screens';
import { AreaScreen } from '../app/AreaScreen';

/**
 * The shop area, loaded on demand: bespoke screens (the dashboard) from the screen registry, declared
 * resources the engine's screens, screens without their content yet the shared placeholder.
 */
export default function ShopArea({ screen }: { screen: Screen }) {
  return <AreaScreen screen={screen} />;
}
