import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { AlertDialogOptions, AlertDialogResult } from './AlertDialog';
import { focusedOutside } from './focusedOutside';

/** The dialog and Radix's, fetched when the first one is asked for, not with the page. */
const AlertDialog = lazy(() => import('./AlertDialog').then((module) => ({ default: module.AlertDialog })));

type Request = { id: number; options: AlertDialogOptions; resolve: (result: AlertDialogResult) => void };

/**
 * Alert dialogs as promises, with no provider: `const { ask, dialog } = useAlertDialog()`, render
 * `{dialog}` once, then `const answer = await ask({ title, tone, cancelLabel: true })`. Each `ask`
 * resolves with the answer; steps chain with successive awaits.
 */
export function useAlertDialog() {
  const [request, setRequest] = useState<Request | null>(null);
  const ids = useRef(0);
  // The opener of the first dialog of a chain: each next one opens from the one before, not from the page.
  const opener = useRef<HTMLElement | null>(null);
  const ask = useCallback(
    (options: AlertDialogOptions) =>
      new Promise<AlertDialogResult>((resolve) => {
        opener.current = focusedOutside() ?? opener.current;
        ids.current += 1;
        setRequest({ id: ids.current, options, resolve });
      }),
    [],
  );
  const dialog = request ? (
    <Suspense fallback={null}>
      <AlertDialog
        key={request.id}
        {...request.options}
        open
        returnFocus={() => opener.current}
        onClose={(result) => {
          setRequest(null);
          request.resolve(result);
        }}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
