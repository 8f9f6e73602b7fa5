/**
 * `GET /api/shop/dashboard?months=6|24` (view dashboard besides view shop): the shop's figures
 * (./figures.ts, src/domain/dashboard.ts). Any other `months` is 40001 naming it; without it, 6.
 */
import { DASHBOARD_MONTHS, DEFAULT_DASHBOARD_MONTHS, PARAM_MONTHS, type DashboardMonths } from '../../src/domain/dashboard';
import { issue } from '../../src/domain/validation';
import { inArea, routeList, type RouteDef } from '../http/api-route';
import { refuse } from '../resources/list-params';
import { dashboardFigures } from './figures';

function monthsParam(raw: string | undefined): DashboardMonths {
  if (raw === undefined) return DEFAULT_DASHBOARD_MONTHS;
  const found = DASHBOARD_MONTHS.find((m) => String(m) === raw);
  return found ?? refuse(PARAM_MONTHS, issue('validation.oneOf'));
}

export function dashboardRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get('/dashboard', inArea('shop', ['view', 'dashboard']), async (c) => {
    const months = monthsParam(c.req.query(PARAM_MONTHS));
    const { db, clock, resources } = c.get('deps');
    return c.json(await dashboardFigures(db, resources, months, clock.now()));
  });
  return routes.list;
}
