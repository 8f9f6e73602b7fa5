import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { loadSupportArea } from './load';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';

const SupportArea = lazy(loadSupportArea);

/** Every /support screen of the table, in table order. */
export const supportRoutes = SCREENS.filter((s) => s.area === 'support').map((s) => (
  <Route key={screenRouteKey(s)} path={s.path}>
    <ScreenRoute screen={s} area={SupportArea} />
  </Route>
));
