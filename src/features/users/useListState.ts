import { useSearchParams } from 'react-router';
import { readListState, writeListState, type UsersListState } from './listParams';

/**
 * The users list's state in the URL. A change of search, filter, sort or page size starts again at
 * page 1; typing replaces the history entry instead of adding one per pause.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const update = (patch: Partial<UsersListState>, { replace = false } = {}) => {
    const next = { ...state, page: 1, ...patch };
    setParams(writeListState(next), { replace, preventScrollReset: true });
  };
  return [state, update] as const;
}
