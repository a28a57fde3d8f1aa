import type { Id, ToastContent, ToastOptions, ToastPromiseParams, UpdateOptions } from 'react-toastify';

/**
 * `toast.success('Saved')` and friends, as react-toastify's, for any screen. The library (10 KB) is
 * fetched with the first toast, not with every page: `Toaster` mounts its area then, and a toast is
 * handed to the library once the area is up (react-toastify's own queue, for toasts raised before its
 * container registers, lost one of two now and then in the story tests).
 */

type Kind = 'success' | 'error' | 'info' | 'warning';

const library = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

let markAreaMounted: () => void = () => {};
const areaMounted = new Promise<void>((resolve) => {
  markAreaMounted = resolve;
});

/** For `ToastArea`: its container is mounted and registered, toasts can be shown. */
export function toastAreaMounted(): void {
  markAreaMounted();
}

/** react-toastify's `toast`, once the library is loaded and the area is up. */
const ready = () => Promise.all([library(), areaMounted]).then(([{ toast: raise }]) => raise);

/** For `Toaster`: whether any toast has been raised (then it mounts the area). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let delivered: Promise<unknown> = Promise.resolve();

/**
 * Resolves once every toast raised so far has been handed to the toast area (the first one waits for
 * the library to load). The story tests wait for it before a picture, so a toast raised at the end
 * of a story is in its picture every time, not only when the library happened to be loaded.
 */
export function toastsDelivered(): Promise<unknown> {
  return delivered;
}

/** Asks `Toaster` for the area (with the first toast), then hands the toast to the library once it is up. */
function deliver(hand: (raise: Awaited<ReturnType<typeof ready>>) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  delivered = Promise.all([delivered, ready().then(hand)]);
}

function show(kind: Kind | undefined, content: ToastContent, options?: ToastOptions): void {
  deliver((raise) => (kind ? raise[kind] : raise)(content, options));
}

export const toast = Object.assign(
  (content: ToastContent, options?: ToastOptions) => show(undefined, content, options),
  {
    success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
    error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
    info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
    warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
    /**
     * One toast that follows `promise`: `pending` while it runs, then `success` or `error` in its
     * place. Returns `promise`, to await as usual.
     */
    promise: <T>(promise: Promise<T>, messages: ToastPromiseParams<T>, options?: ToastOptions<T>): Promise<T> => {
      // The toast shows a failure; awaiting the promise is the caller's (no unhandled rejection meanwhile).
      promise.catch(() => {});
      deliver((raise) => void raise.promise(promise, messages, options));
      return promise;
    },
    /**
     * Changes a shown toast in place (its content as `render`, its type, its progress...): raise it with
     * your own `toastId` option, then update it by that id. In order with the toasts raised before.
     */
    update: <T = unknown>(id: Id, options: UpdateOptions<T>) => {
      deliver((raise) => raise.update(id, options));
    },
    /** Closes one toast, or all of them. */
    dismiss: (id?: Id) => {
      if (wanted) void ready().then((raise) => raise.dismiss(id));
    },
  },
);
