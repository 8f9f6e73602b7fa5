import type { Screen } from '../../domain/screens';
import { AreaScreen } from '../app/AreaScreen';

/** The settings area, loaded on demand: bespoke screens from the screen registry, declared resources the engine's screens, the rest the placeholder. */
export default function SettingArea({ screen }: { screen: Screen }) {
  return <AreaScreen screen={screen} />;
}
