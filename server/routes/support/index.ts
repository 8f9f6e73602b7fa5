/** /api/support: the support desk (view:shop): a ticket's reply, note and read, and every declared support resource (tickets, their messages and attachments). */
import type { ResourceRegistry } from '../../resources/binding';
import { ticketRoutes } from '../../../src/features/support/server/routes';
import { areaRouter } from '../area';

export function supportRoutes(resources: ResourceRegistry) {
  return areaRouter('support', ticketRoutes(), resources);
}
