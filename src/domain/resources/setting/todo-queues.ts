/** The todo-queues resource's declaration (setting). */
import { integer, text } from '../fields';
import type { ResourceDef } from '../types';
import { help, noun, permissions } from './common';

/** To-do queues on the hand-written `todo_queues` table; fixed by the systems that fill them (no create, no delete). */
export const todoQueues: ResourceDef<'todo-queues'> = {
  name: 'todo-queues',
  area: 'setting',
  path: 'todo-queues',
  screen: 'SettingTodoQueue',
  table: 'todo_queues',
  titleField: 'Name',
  permissions: permissions('to-do-queues', 'to-do-queues'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true }),
    integer('Category', { required: true, min: 1, list: 1, filterable: true, help: help('todoQueues', 'Category') }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  keywords: ['to-do queues', 'todo', 'queues', 'köer', 'att göra'],
  noun: noun('todoQueues'),
};
