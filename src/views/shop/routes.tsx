import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';

const ShopArea = lazy(() => import('./ShopArea'));

/** Every /shop screen of the table, in table order (`new` before `:id`). */
export const shopRoutes = SCREENS.filter((s) => s.area === 'shop').map((s) => (
  <Route key={screenRouteKey(s)} path={s.path}>
    <ScreenRoute screen={s} area={ShopArea} />
  </Route>
));
