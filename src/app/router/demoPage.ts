import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readUi = { action: 'read', subject: 'UI' } as const;

/**
 * A feature's demo pages: each for whoever may read UI, its screen loaded with its route, and the
 * feature's namespace with it (`demoPages('forms')('forms/wizard', load, pick)`).
 */
export const demoPages =
  (namespace: string) =>
  <M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => ({
    path,
    ...access(readUi),
    lazy: lazyPage(namespace, load, pick),
  });
