import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { loadSettingArea } from './load';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';
import { SettingHome } from './SettingHome';

const SettingArea = lazy(loadSettingArea);

/** /setting (to the first settings screen the user may open) and every settings screen of the table. */
export const settingRoutes = [
  <Route key="SettingHome" path="/setting">
    <SettingHome />
  </Route>,
  ...SCREENS.filter((s) => s.area === 'setting').map((s) => (
    <Route key={screenRouteKey(s)} path={s.path}>
      <ScreenRoute screen={s} area={SettingArea} />
    </Route>
  )),
];
