/** The dashboard as the app assembles it (server/features.ts): its figures' route. */
import { dashboardRoutes } from './routes';

export const dashboardFeature = {
  routes: () => ({ shop: dashboardRoutes() }),
};
