/** The shop dashboard's figures (GET /api/shop/dashboard?months=6|24; src/domain/dashboard.ts). */
import useSWR from 'swr';
import { PARAM_MONTHS, type DashboardAnswer, type DashboardMonths } from '../domain/dashboard';

/** The figures for the interval; the previous interval's stay on screen while the other loads. */
export function useDashboard(months: DashboardMonths, enabled = true) {
  return useSWR<DashboardAnswer, unknown>(enabled ? `/shop/dashboard?${PARAM_MONTHS}=${months}` : null, { keepPreviousData: true });
}
