import { Redirect } from 'wouter';
import { firstScreenFor } from '../../domain/access';
import { menuHref } from '../../domain/screens';
import { NotAuthorized } from '../common/NotAuthorized';
import { usePageTitle } from '../common/usePageTitle';
import { useViewer } from '../app/useViewer';

/** /setting itself: the first settings screen the user may open (users for a super administrator). */
export function SettingHome() {
  const viewer = useViewer();
  usePageTitle('areas.setting');
  const first = firstScreenFor(viewer, 'setting');
  if (!first) return <NotAuthorized titleId="areas.setting" />;
  return <Redirect to={menuHref(first)} replace />;
}
