/** The routed import screens (src/views/screen-registry.ts): the import of the screen's name. */
import { importByScreen } from '../../../domain/imports/definitions';
import type { Screen } from '../../../domain/screens';
import { ScreenPlaceholder } from '../../../views/common/ScreenPlaceholder';
import { ImportScreen } from './ImportScreen';

export default function ImportRoute({ screen }: { screen: Screen }) {
  const def = importByScreen.get(screen.name);
  if (!def) return <ScreenPlaceholder screen={screen} />;
  return <ImportScreen key={screen.name} screen={screen} def={def} />;
}
