/** A TanStack updater (a value, or a function of the old value) applied to React state. */
export const applyUpdater =
  <S>(set: (next: (old: S) => S) => void) =>
  (updater: S | ((old: S) => S)) =>
    set((old) => (typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater));
