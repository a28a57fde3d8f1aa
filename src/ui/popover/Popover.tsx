import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';

export type { PopoverProps } from './RadixPopover';

/** Radix's popover and its styles, fetched when a popover is first wanted. */
export const popoverModule = lazyModule(() => import('./RadixPopover'));

/**
 * Rich content anchored to a trigger; it can hold links and controls (unlike a tooltip). Its code
 * loads when the trigger is first pointed at, focused or pressed (`lazyOverlay`). Why: the navbar's
 * bookmarks and panels are popovers on every signed-in page; loaded at once, Radix's popover added 21
 * to 28 KB gzip to each landing page (measured on `npm run size`'s pages).
 */
export const Popover = lazyOverlay(popoverModule, (module) => module.Popover, 'dialog');
