/** To-dos (SPEC.md sections 2 and 7): the user's list, the assignable count, assign next and complete. */
import useSWR, { mutate } from 'swr';
import type { AssignResponse, TodoCountResponse, TodoItem } from '../domain/api-types';
import { TODO_ASSIGN_CATEGORY, TODO_POLL_MS } from '../domain/constants';
import { showFlash } from '../store/flash';
import { setTodoCount } from '../store/session';
import { api, errorMessageOf, type ListResult } from './client';

const todoKeys = {
  list: '/common/to-dos',
  count: '/common/to-do-count',
} as const;

/** The user's to-dos; the x-be-records header carries the assignable count, which the badge shows. */
export function useTodos(enabled = true) {
  return useSWR<ListResult<TodoItem>, unknown>(enabled ? todoKeys.list : null, {
    onSuccess: (answer) => {
      if (typeof answer.records === 'number' && Number.isFinite(answer.records)) setTodoCount(answer.records);
    },
  });
}

/** The assignable count, polled every 30 s. */
export function useTodoCount(enabled = true) {
  return useSWR<TodoCountResponse, unknown>(enabled ? todoKeys.count : null, {
    refreshInterval: TODO_POLL_MS,
    onSuccess: (answer) => setTodoCount(answer.count),
  });
}

function revalidateTodos(): Promise<unknown> {
  return Promise.all([mutate(todoKeys.list), mutate(todoKeys.count)]);
}

/**
 * Assign the next to-do from the queue (category 1). An empty queue answers null: a warning flash says
 * there is nothing left to do (and the count is asked again). Otherwise the list and the count reload. Shared by the panel, the
 * dashboard and the command palette; it tells the user itself and never throws.
 */
export async function assignNextTodo(): Promise<TodoItem | null> {
  try {
    const answer = await api.post<AssignResponse>('/common/to-dos/assign', undefined, {
      query: { category: TODO_ASSIGN_CATEGORY },
    });
    if (!answer?.data) {
      showFlash({ id: 'todos.nothingLeft' }, 'warning');
      // The badge may still count to-dos others have taken since the last poll.
      void mutate(todoKeys.count);
      return null;
    }
    await revalidateTodos();
    showFlash({ id: 'todos.assigned' }, 'success', { values: { title: answer.data.Title || answer.data.QueueName } });
    return answer.data;
  } catch (error) {
    showFlash({ id: errorMessageOf(error) }, 'error');
    return null;
  }
}

/** Mark a to-do done; the list and the count reload. */
export async function completeTodo(item: Pick<TodoItem, 'ID' | 'Title' | 'QueueName'>): Promise<boolean> {
  try {
    await api.put<void>(`/common/to-dos/${item.ID}/complete`);
    await revalidateTodos();
    showFlash({ id: 'todos.completed' }, 'success', { values: { title: item.Title || item.QueueName } });
    return true;
  } catch (error) {
    showFlash({ id: errorMessageOf(error) }, 'error');
    return false;
  }
}
