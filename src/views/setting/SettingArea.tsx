import type { Screen } from '../../domain/screens';
import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** The settings area, loaded on demand. */
export default function SettingArea({ screen }: { screen: Screen }) {
  return <ScreenPlaceholder screen={screen} />;
}
