import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A route's `lazy`: the screen `pick` takes from the module `load` imports (its own chunk), with its
 * words (`namespaces`, public/locales/<lng>/<namespace>.json) loading beside it rather than after it.
 */
export const lazyPage =
  <M>(namespaces: string | string[], load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => ({ Component: pick(module) }));
