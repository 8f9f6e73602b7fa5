/** The support desk as the app assembles it (server/features.ts): the tickets' hooks. */
import { ticketHooks } from './hooks';
import { ticketActions } from './moves';

export const supportFeature = {
  hooks: { tickets: { ...ticketHooks, actions: ticketActions } },
  jobs: {},
};
