import { useSearchParams } from 'react-router';

/** What every list keeps in its URL: at least the page. */
export type ListState = { page: number };

/** How a list's state is read from its query string and written back (see listCodec). */
export type ListCodec<S extends ListState> = {
  read: (params: URLSearchParams) => S;
  write: (state: S) => URLSearchParams;
};

/**
 * A list's state (search, filters, sort, page, page size) in the URL, so a view can be shared, survives
 * a reload, and Back and Forward walk through it. A change of anything but the page starts again at
 * page 1; `replace` (typing) replaces the history entry instead of adding one per pause.
 */
export function useUrlListState<S extends ListState>({ read, write }: ListCodec<S>) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const update = (patch: Partial<S>, { replace = false } = {}) => {
    setParams(nextListParams(write, state, patch), { replace, preventScrollReset: true });
  };
  return [state, update] as const;
}

/** The query string after a change: a change of anything but the page starts again at page 1. */
export const nextListParams = <S extends ListState>(write: ListCodec<S>['write'], state: S, patch: Partial<S>) =>
  write({ ...state, page: 1, ...patch });

/** The query string for a state: values equal to the defaults are left out, so the plain list has a plain URL. */
export function writeWithoutDefaults<S extends object>(state: S, defaults: Partial<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof S & string, unknown][]) {
    if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}

/** A whole number from 1, or 1. */
export const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** One of `list`, or undefined. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
