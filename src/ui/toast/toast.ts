import type { Id, ToastContent, ToastOptions } from 'react-toastify';

/**
 * `toast.success('Saved')` and friends, as react-toastify's, for any screen. The library (10 KB) is
 * fetched with the first toast, not with every page: `Toaster` mounts its area then, and toasts raised
 * before the area is up wait in react-toastify's queue.
 */

type Kind = 'success' | 'error' | 'info' | 'warning';

const library = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

/** For `Toaster`: whether any toast has been raised (then it mounts the area). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind | undefined, content: ToastContent, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void library().then(({ toast: raise }) => (kind ? raise[kind] : raise)(content, options));
}

export const toast = Object.assign(
  (content: ToastContent, options?: ToastOptions) => show(undefined, content, options),
  {
    success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
    error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
    info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
    warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
    /** Closes one toast, or all of them. */
    dismiss: (id?: Id) => {
      if (wanted) void library().then(({ toast: raise }) => raise.dismiss(id));
    },
  },
);
