import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';

export type { OffcanvasProps, OffcanvasSide } from './RadixOffcanvas';

/** Radix's dialog and the panel's styles, fetched when a panel is first wanted. */
export const offcanvasModule = lazyModule(() => import('./RadixOffcanvas'));

/**
 * A panel that slides in from an edge: forms (add user), filters, settings. Its code loads when it is
 * first opened or its trigger first pointed at or focused (`lazyOverlay`).
 */
export const Offcanvas = lazyOverlay(offcanvasModule, (module) => module.Offcanvas, 'dialog');
