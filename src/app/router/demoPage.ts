import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readUi = { action: 'read', subject: 'UI' } as const;

/** A demo page: for whoever may read UI, its screen loaded with its route. */
export const demoPage = <M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => ({
  path,
  ...access(readUi),
  lazy: lazyPage(load, pick),
});
