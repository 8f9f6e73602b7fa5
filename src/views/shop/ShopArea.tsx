import type { Screen } from '../../domain/screens';
import { ResourceScreen } from '../resource/ResourceScreen';
import { DashboardPage } from './dashboard/DashboardPage';

/**
 * The shop area, loaded on demand. Declared resources get the engine's screens; screens without their
 * content yet show the shared placeholder.
 */
export default function ShopArea({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'ShopDash': return <DashboardPage screen={screen} />;
    default: return <ResourceScreen screen={screen} />;
  }
}
