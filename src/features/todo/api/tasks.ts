import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { arrayMove } from '@dnd-kit/sortable';
import { api } from '@/lib/api/client';
import { todoPaths } from '@/lib/api/paths/todo';
import type { AddTaskBody, Assignee, Task, UpdateTaskBody } from '@/lib/api/schemas/todo';
import type { TaskSort } from '@/lib/api/todoRules';
import type { TodoPlace } from '../place';

/**
 * The tasks' calls (docs/demo-api.md, Todo). Every query starts with `todoKey`: whatever changes a
 * task reloads every list, so a task completed in one view is right in the others.
 */
export const todoKey = ['todo'] as const;

/** A list as the server is asked for it: the place, the search on titles and the order. */
export type TaskScope = TodoPlace & { q: string; sortBy: TaskSort };

const scopeQuery = ({ filter, tag, q, sortBy }: TaskScope) => ({ filter, tag, q: q || undefined, sortBy });

export const tasksOptions = (scope: TaskScope) =>
  queryOptions({
    queryKey: [...todoKey, 'tasks', scopeQuery(scope)],
    queryFn: ({ signal }) => api.get<Task[]>(todoPaths.list, { query: scopeQuery(scope), signal }),
  });

/**
 * A list. While a new search or order of the same place loads, the list before stays on screen;
 * another place starts from its skeleton, so no list shows under another's name.
 */
export const useTasks = (scope: TaskScope, enabled = true) =>
  useQuery({
    ...tasksOptions(scope),
    enabled,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ReturnType<typeof scopeQuery> | undefined;
      return before?.filter === scope.filter && before?.tag === scope.tag ? previous : undefined;
    },
  });

/** The people a task can be assigned to whose name holds `q` (at most eight). */
export const fetchAssignees = (q: string, signal?: AbortSignal) =>
  api.get<Assignee[]>(todoPaths.assignees, { query: { q: q || undefined }, signal });

function useTodoChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: todoKey }) });
}

/** A new task (the server gives it the last id plus one). */
export const useAddTask = () =>
  useTodoChange((task: AddTaskBody['task']) => api.post<{ task: Task }>(todoPaths.add, { task }));

/** The fields that change of one task: completed, important, restored from the deleted view, edited. */
export const useUpdateTask = () =>
  useTodoChange((task: UpdateTaskBody['task']) => api.post<{ task: Task }>(todoPaths.update, { task }));

export type TaskFlags = Partial<Pick<Task, 'isCompleted' | 'isImportant' | 'isDeleted'>>;

/**
 * Completes, stars or restores a task from its row: every list on screen shows the change at once
 * (a completed task struck through, a star filled); the lists then reload, and a refusal puts the
 * rows back as they were.
 */
export function useChangeTask() {
  const client = useQueryClient();
  const lists = { queryKey: [...todoKey, 'tasks'] };
  return useMutation({
    mutationFn: ({ id, ...flags }: TaskFlags & { id: number }) =>
      api.post<{ task: Task }>(todoPaths.update, { task: { id, ...flags } } satisfies UpdateTaskBody),
    onMutate: async ({ id, ...flags }) => {
      await client.cancelQueries(lists);
      const before = client.getQueriesData<Task[]>(lists);
      client.setQueriesData<Task[]>(lists, (rows) => rows?.map((row) => (row.id === id ? { ...row, ...flags } : row)));
      return { before };
    },
    onError: (_error, _flags, context) => {
      for (const [key, rows] of context?.before ?? []) client.setQueryData(key, rows);
    },
    onSettled: () => client.invalidateQueries({ queryKey: todoKey }),
  });
}

/** Moves a task to the deleted view (a soft delete: it can be restored). */
export const useDeleteTask = () =>
  useTodoChange((taskId: number) => api.delete<{ task: Task }>(todoPaths.delete, { query: { taskId } }));

/** `from` and `to` are places in the list on screen; `taskId` goes before `beforeId` (null: to the end). */
type Move = { scope: TaskScope; from: number; to: number; taskId: number; beforeId: number | null };

/** The move of the task at `from` to `to` in `rows`, as the server is told it. */
export function moveOf(scope: TaskScope, rows: readonly Task[], from: number, to: number): Move {
  const moved = arrayMove([...rows], from, to);
  return { scope, from, to, taskId: moved[to]!.id, beforeId: moved[to + 1]?.id ?? null };
}

/**
 * Moves a task in the manual order. The list shows the move at once; the server places the task before
 * the one that now follows it in this list (or at the end), and a refusal puts the list back.
 */
export function useReorderTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, beforeId }: Move) => api.post<{ order: number[] }>(todoPaths.reorder, { taskId, beforeId }),
    onMutate: async ({ scope, from, to }) => {
      const { queryKey } = tasksOptions(scope);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, arrayMove([...before], from, to));
      return { before };
    },
    onError: (_error, { scope }, context) => {
      if (context?.before) client.setQueryData(tasksOptions(scope).queryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: todoKey }),
  });
}
