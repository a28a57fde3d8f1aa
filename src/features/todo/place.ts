import { taskFilters, taskSorts, taskTags, type TaskFilter, type TaskSort, type TaskTag } from '@/lib/api/todoRules';

export const TODO_BASE = '/apps/todo';

/** What the list shows: a view (none: every task not deleted) or a tag. */
export type TodoPlace = { filter?: TaskFilter; tag?: TaskTag };

/**
 * The place an address names (`/apps/todo`, `/apps/todo/important`, `/apps/todo/tag/high`), or null
 * for one that names none (`/apps/todo/archived`).
 */
export function parsePlace(first?: string, second?: string): TodoPlace | null {
  if (!first) return {};
  if (first === 'tag') return taskTags.includes(second as TaskTag) ? { tag: second as TaskTag } : null;
  if (second) return null;
  return taskFilters.includes(first as TaskFilter) ? { filter: first as TaskFilter } : null;
}

export const isSort = (value: string | null): value is TaskSort => taskSorts.includes(value as TaskSort);

/** The address of a place, with the search and the sort when they are not the defaults. */
export function placePath(place: TodoPlace, q = '', sortBy: TaskSort = 'latest'): string {
  const path = place.tag ? `${TODO_BASE}/tag/${place.tag}` : place.filter ? `${TODO_BASE}/${place.filter}` : TODO_BASE;
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sortBy !== 'latest') params.set('sortBy', sortBy);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const samePlace = (a: TodoPlace, b: TodoPlace) => a.filter === b.filter && a.tag === b.tag;
