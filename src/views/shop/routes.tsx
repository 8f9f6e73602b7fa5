import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { loadShopArea } from './load';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';

const ShopArea = lazy(loadShopArea);

/** Every /shop screen of the table, in table order (`new` before `:id`). */
export const shopRoutes = SCREENS.filter((s) => s.area === 'shop').map((s) => (
  <Route key={screenRouteKey(s)} path={s.path}>
    <ScreenRoute screen={s} area={ShopArea} />
  </Route>
));
