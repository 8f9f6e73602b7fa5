import type { Screen } from '../../domain/screens';
import { ScreenPlaceholder } from '../common/ScreenPlaceholder';
import { DashboardPage } from './dashboard/DashboardPage';

/** The shop area, loaded on demand. Screens without their content yet show the shared placeholder. */
export default function ShopArea({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'ShopDash': return <DashboardPage screen={screen} />;
    default: return <ScreenPlaceholder screen={screen} />;
  }
}
