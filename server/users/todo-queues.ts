/** To-do queues on the hand-written `todo_queues` table: name and category (queues are created by the systems that fill them). */
import type { ResourceDef } from '../../src/domain/resources/types';
import { todoQueues } from '../db/schema';
import { bindResource, type TableBinding } from '../resources/binding';

export function bindTodoQueues(def: ResourceDef): TableBinding {
  return bindResource(def, todoQueues, { columns: { Name: todoQueues.name, Category: todoQueues.category } });
}
