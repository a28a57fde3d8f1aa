import type { ComponentType } from 'react';

/** A route's `lazy`: the screen `pick` takes from the module `load` imports (its own chunk). */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));
