/** The support desk as the app assembles it (server/features.ts): the tickets' hooks and actions, the job closing solved tickets, and the demo tickets. */
import { ticketHooks } from './hooks';
import * as schema from './schema';
import { ticketActions } from './moves';
import { seedSupportTickets } from './demo/tickets';
import { TICKET_AUTO_CLOSE_JOB, TICKET_AUTO_CLOSE_SCHEDULE, ticketAutoCloseJob } from './auto-close';
import { ticketRoutes } from './routes';

export const supportFeature = {
  routes: () => ({ support: ticketRoutes() }),
  hooks: { tickets: { ...ticketHooks, actions: ticketActions } },
  jobs: { [TICKET_AUTO_CLOSE_JOB]: ticketAutoCloseJob() },
  schedules: [TICKET_AUTO_CLOSE_SCHEDULE],
  schema,
  demo: seedSupportTickets,
};
