/**
 * The shop dashboard's interval (issue 21 §2): 6 shows the last 6 months, 2 the last 24, kept in the address
 * (`/shop?months=24`). Offered on the dashboard to whoever may view its figures; the server checks again.
 */
import { DASHBOARD_MONTH_KEYS, DASHBOARD_MONTHS, PARAM_MONTHS } from '../../domain/dashboard';
import { screen } from '../../domain/screens';
import { SECTIONS } from '../../commands/sections';
import type { Command, CommandContext } from '../../commands/types';

const onDashboard = (ctx: CommandContext) => ctx.location === screen('ShopDash').path && ctx.hasPermission('view:dashboard');

export const dashboardCommands: readonly Command[] = DASHBOARD_MONTHS.map((months): Command => ({
  id: `dashboard.months${months}`,
  title: { id: months === 6 ? 'commands.dashboard.months6' : 'commands.dashboard.months24' },
  section: SECTIONS.shop,
  keywords: ['dashboard', 'months', 'interval', String(months)],
  keywordsMessage: { id: 'commands.dashboard.months.keywords' },
  shortcut: { keys: DASHBOARD_MONTH_KEYS[months] },
  scope: 'global',
  when: onDashboard,
  run: (ctx) => {
    const params = new URLSearchParams(ctx.search);
    if (months === 6) params.delete(PARAM_MONTHS);
    else params.set(PARAM_MONTHS, String(months));
    const query = params.toString();
    ctx.navigate(`${ctx.location}${query ? `?${query}` : ''}`, { replace: true });
  },
}));
