import { lazy, Suspense } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { loadSettingArea } from './load';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';
import { Skeleton } from '../common/Skeleton';

const SettingArea = lazy(loadSettingArea);
// The settings' home (the setup guide) is a chunk of its own: no other first screen carries it.
const SettingHome = lazy(() => import('./SettingHome').then((m) => ({ default: m.SettingHome })));

/** /setting (to the first settings screen the user may open) and every settings screen of the table. */
export const settingRoutes = [
  <Route key="SettingHome" path="/setting">
    <Suspense fallback={<Skeleton rows={6} />}>
      <SettingHome />
    </Suspense>
  </Route>,
  ...SCREENS.filter((s) => s.area === 'setting').map((s) => (
    <Route key={screenRouteKey(s)} path={s.path}>
      <ScreenRoute screen={s} area={SettingArea} />
    </Route>
  )),
];
