/** The support desk's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { TicketDetailLoader } from './views/TicketDetailLoader';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // A ticket's thread, its reply editor (R, I; quick replies on Mod+/) and the customer's records beside it.
  tickets: { Detail: TicketDetailLoader },
};
