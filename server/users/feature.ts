/** Staff accounts and to-do queues as the app assembles them (server/features.ts): their hand-written tables' bindings. */
import { bindUsers } from './bindings';
import { bindTodoQueues } from './todo-queues';

export const usersFeature = {
  tables: { users: bindUsers, 'todo-queues': bindTodoQueues },
  jobs: {},
};
