/** The support desk as the app assembles it (server/features.ts): the tickets' hooks. */
import { ticketHooks } from './hooks';

export const supportFeature = {
  hooks: { tickets: ticketHooks },
  jobs: {},
};
