import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { TaskSort } from '@/lib/api/todoRules';
import type { TaskScope } from './api/tasks';
import { isSort, parsePlace, placePath, type TodoPlace } from './place';

/**
 * The list's place (view or tag), search and order as the URL has them, and the moves between them:
 * another place is a new history entry (Back returns), a search or an order replaces the entry it
 * refines. An unknown `sortBy` falls back to the latest first.
 */
export function useTodoRoute() {
  const { first, second } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sortBy');
  const sortBy: TaskSort = isSort(sortParam) ? sortParam : 'latest';
  const place = useMemo(() => parsePlace(first, second), [first, second]);
  const scope = useMemo<TaskScope | null>(() => (place ? { ...place, q, sortBy } : null), [place, q, sortBy]);

  const go = (next: TodoPlace, search: string, sort: TaskSort, replace: boolean) =>
    void navigate(placePath(next, search, sort), { replace });
  return {
    place,
    scope,
    q,
    sortBy,
    search: (text: string) => place && go(place, text, sortBy, true),
    sort: (next: TaskSort) => place && go(place, q, next, true),
    /** Another view or tag keeps the order chosen and drops the search. */
    pathOf: (next: TodoPlace) => placePath(next, '', sortBy),
  };
}
export type TodoRoute = ReturnType<typeof useTodoRoute>;
