/** Staff accounts and to-do queues as the app assembles them (server/features.ts): their hand-written tables' bindings. */
import { bindUsers } from './bindings';
import { bindTodoQueues } from './todo-queues';
import type { ResourceRegistry } from '../resources/binding';
import { userRoutes } from '../routes/setting/users';

export const usersFeature = {
  routes: (resources: ResourceRegistry) => ({ setting: userRoutes(resources) }),
  tables: { users: bindUsers, 'todo-queues': bindTodoQueues },
  jobs: {},
};
