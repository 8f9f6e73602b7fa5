import { Redirect } from 'wouter';
import { menuFor } from '../../domain/access';
import { menuHref } from '../../domain/screens';
import { NotAuthorized } from '../common/NotAuthorized';
import { usePageTitle } from '../common/usePageTitle';
import { useViewer } from '../app/useViewer';

/** /setting itself: the first settings screen the user may open (users for a super administrator). */
export function SettingHome() {
  const viewer = useViewer();
  usePageTitle('areas.setting');
  const first = menuFor(viewer).find((g) => g.area === 'setting')?.screens[0];
  if (!first) return <NotAuthorized titleId="areas.setting" />;
  return <Redirect to={menuHref(first)} replace />;
}
