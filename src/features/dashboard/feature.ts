/** The shop dashboard (server/dashboard; SPEC.md section 6: view dashboard, roles 1 and 4). */
import { defineFeature } from '../../domain/feature';

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  menu: [
    {
      area: 'shop',
      rank: 10,
      screens: [{ name: 'ShopDash', path: '', kind: 'dashboard', menu: true, goKey: 'd', permission: ['view', 'dashboard'] }],
    },
  ],
});
