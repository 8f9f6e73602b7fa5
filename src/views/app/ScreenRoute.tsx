import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { canOpen, homePath } from '../../domain/access';
import type { Screen } from '../../domain/screens';
import { NotAuthorized } from '../common/NotAuthorized';
import { Skeleton } from '../common/Skeleton';
import { usePageTitle } from '../common/usePageTitle';
import { Forward } from './Forward';
import { useContentShown } from './useContentShown';
import { useViewer } from './useViewer';

export type AreaComponent = LazyExoticComponent<ComponentType<{ screen: Screen }>>;

/** Renders nothing: the screen's content (not its loading state) is on the page. */
function ContentShown() {
  useContentShown();
  return null;
}

/** One routed screen: its page title, the permission check, and the area's lazily loaded view. */
export function ScreenRoute({ screen, area: Area }: { screen: Screen; area: AreaComponent }) {
  const viewer = useViewer();
  usePageTitle(screen.titleId);
  if (!canOpen(viewer, screen)) {
    // A dashboard is where "/" and the shop's address lead: whoever may not see it goes on to their first
    // screen instead of being told no.
    const home = screen.kind === 'dashboard' ? homePath(viewer) : null;
    if (home && home.split('?')[0] !== screen.path) return <Forward to={home} />;
    return <NotAuthorized titleId={screen.titleId} />;
  }
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <Area screen={screen} />
      <ContentShown />
    </Suspense>
  );
}
