/** To-do commands: assign the next to-do from the queue, open the to-do panel (view todo permission). */
import { assignNextTodo } from '../api/todos';
import { openOverlay } from '../store/ui';
import { SECTIONS } from './sections';
import type { Command, CommandContext } from './types';

const canSeeTodos = (ctx: CommandContext) => ctx.hasPermission('view:todo');

export const todoCommands: readonly Command[] = [
  {
    id: 'todo.assignNext',
    title: { id: 'commands.todo.assignNext' },
    section: SECTIONS.todo,
    keywords: ['todo', 'to-do', 'assign', 'next', 'queue'],
    keywordsMessage: { id: 'commands.todo.assignNext.keywords' },
    scope: 'global',
    when: canSeeTodos,
    // assignNextTodo tells the user itself (assigned, nothing left, or the error) and never throws;
    // an assigned to-do opens where it points.
    run: async (ctx) => {
      const todo = await assignNextTodo();
      if (todo?.DeepLink) ctx.navigate(todo.DeepLink);
    },
  },
  {
    id: 'todo.openPanel',
    title: { id: 'commands.todo.openPanel' },
    section: SECTIONS.todo,
    keywords: ['todo', 'to-do', 'panel', 'tasks'],
    keywordsMessage: { id: 'commands.todo.openPanel.keywords' },
    scope: 'global',
    when: canSeeTodos,
    run: () => openOverlay('todoPanelOpen'),
  },
];
