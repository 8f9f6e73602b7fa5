/** /api/common: reference lists, files, the palette's record search and one's own jobs for every signed-in user, and the to-do panel (view:todo). */
import type { RouteDef } from '../../http/api-route';
import { fileRoutes } from './files';
import { jobRoutes } from './jobs';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { todoRoutes } from './todos';

export function commonRoutes(): RouteDef[] {
  return [...referenceRoutes(), ...todoRoutes(), ...fileRoutes(), ...searchRoutes(), ...jobRoutes()];
}
