import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';

export type { OffcanvasProps, OffcanvasSide } from './RadixOffcanvas';

/** Radix's dialog and the panel's styles, fetched when a panel is first wanted. */
export const offcanvasModule = lazyModule(() => import('./RadixOffcanvas'));

/**
 * A panel that slides in from an edge: forms (add user), filters, settings. Its code loads when it is
 * first opened or its trigger first pointed at or focused (`lazyOverlay`). Why: the shell's menu
 * drawer and customizer are panels on every signed-in page; loaded at once, Radix's dialog added 12
 * to 18 KB gzip to each landing page (measured on `npm run size`'s pages).
 */
export const Offcanvas = lazyOverlay(offcanvasModule, (module) => module.Offcanvas, 'dialog');
