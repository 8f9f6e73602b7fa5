import type { Screen } from '../../domain/screens';
import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** The product area, loaded on demand. */
export default function ProductArea({ screen }: { screen: Screen }) {
  return <ScreenPlaceholder screen={screen} />;
}
