import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';
import type { ModalCloseProps } from './RadixModal';

export type { ModalProps } from './RadixModal';

/** Radix's dialog and the modal's styles, fetched when a modal is first wanted. */
export const modalModule = lazyModule(() => import('./RadixModal'));

/**
 * A dialog that takes focus, traps it, and gives it back on close; Escape and the backdrop close it.
 * Its code loads when it is first opened or its trigger first pointed at or focused (`lazyOverlay`).
 * Why: the navbar's search is a modal on every signed-in page; loaded at once, Radix's dialog added
 * 11 to 17 KB gzip to each landing page (measured on `npm run size`'s pages).
 */
export const Modal = lazyOverlay(modalModule, (module) => module.Modal, 'dialog');

/** Closes the modal it is in (its footer's Cancel): rendered only inside an open modal. */
export function ModalClose(props: ModalCloseProps) {
  const { ModalClose: Close } = modalModule.get()!;
  return <Close {...props} />;
}
