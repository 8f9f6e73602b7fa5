import { importByScreen } from '../../domain/imports/definitions';
import type { Screen } from '../../domain/screens';
import { ResourceScreen } from '../resource/ResourceScreen';
import { ImportScreen } from './imports/ImportScreen';

/**
 * The product area, loaded on demand: the import screens are bespoke (by their screen's name), declared
 * resources get the engine's screens, the rest the placeholder.
 */
export default function ProductArea({ screen }: { screen: Screen }) {
  const importDef = importByScreen.get(screen.name);
  if (importDef) return <ImportScreen key={screen.name} screen={screen} def={importDef} />;
  return <ResourceScreen screen={screen} />;
}
