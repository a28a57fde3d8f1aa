import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useRenderAll } from '../deferred/Deferred';
import { subscribeToToasts, toastsWanted } from './toast';

const ToastArea = lazy(() => import('./ToastArea').then((m) => ({ default: m.ToastArea })));

/**
 * Toasts, newest on top, at the inline end of the screen in either direction (a toast's own
 * `position` option puts it in another corner or edge). Raise them with `toast` from `./toast`
 * anywhere; the area and its library load with the first one (inside `RenderAll`, Storybook's, at once).
 */
export function Toaster() {
  const everything = useRenderAll();
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted && !everything) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
