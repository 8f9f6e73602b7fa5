import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { ScreenRoute } from '../app/ScreenRoute';

const ProductArea = lazy(() => import('./ProductArea'));

/** Every /product screen of the table (the /product alias is routed with the other aliases). */
export const productRoutes = SCREENS.filter((s) => s.area === 'product').map((s) => (
  <Route key={s.name} path={s.path}>
    <ScreenRoute screen={s} area={ProductArea} />
  </Route>
));
