import type { Screen } from '../../domain/screens';
import { AreaScreen } from '../app/AreaScreen';

/**
 * The support area (issue 21), loaded on demand: bespoke screens from the screen registry, declared resources
 * (the tickets) the engine's screens.
 */
export default function SupportArea({ screen }: { screen: Screen }) {
  return <AreaScreen screen={screen} />;
}
