import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { loadProductArea } from './load';
import { ScreenRoute } from '../app/ScreenRoute';
import { screenRouteKey } from '../resource/route-key';

const ProductArea = lazy(loadProductArea);

/** Every /product screen of the table (the /product alias is routed with the other aliases). */
export const productRoutes = SCREENS.filter((s) => s.area === 'product').map((s) => (
  <Route key={screenRouteKey(s)} path={s.path}>
    <ScreenRoute screen={s} area={ProductArea} />
  </Route>
));
