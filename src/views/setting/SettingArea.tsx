import type { Screen } from '../../domain/screens';
import { ResourceScreen } from '../resource/ResourceScreen';

/** The settings area, loaded on demand: declared resources get the engine's screens, the rest the placeholder. */
export default function SettingArea({ screen }: { screen: Screen }) {
  return <ResourceScreen screen={screen} />;
}
