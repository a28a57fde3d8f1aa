import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';
import type { ModalCloseProps } from './RadixModal';

export type { ModalProps } from './RadixModal';

/** Radix's dialog and the modal's styles, fetched when a modal is first wanted. */
export const modalModule = lazyModule(() => import('./RadixModal'));

/**
 * A dialog that takes focus, traps it, and gives it back on close; Escape and the backdrop close it.
 * Its code loads when it is first opened or its trigger first pointed at or focused (`lazyOverlay`).
 */
export const Modal = lazyOverlay(modalModule, (module) => module.Modal, 'dialog');

/** Closes the modal it is in (its footer's Cancel): rendered only inside an open modal. */
export function ModalClose(props: ModalCloseProps) {
  const { ModalClose: Close } = modalModule.get()!;
  return <Close {...props} />;
}
