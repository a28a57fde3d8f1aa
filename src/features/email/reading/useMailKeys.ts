import { useEffect, useEffectEvent } from 'react';

type Keys = { next: () => void; previous: () => void; archive: () => void; close: () => void };

/** Where a key belongs to what has the focus, not to the mailbox. */
const busyTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]') !== null);

/**
 * The reading pane's keys, as mail clients have them: j the next (older) mail, k the previous, e to
 * the trash, Escape back to the list. Not while typing, nor while a menu or a dialog is open.
 */
export function useMailKeys(keys: Keys, enabled: boolean) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || busyTarget(event.target)) return;
    if (document.querySelector('[role="menu"], [role="dialog"][aria-modal="true"]')) return;
    const action = { j: 'next', k: 'previous', e: 'archive', Escape: 'close' }[event.key] as keyof Keys | undefined;
    if (!action) return;
    event.preventDefault();
    keys[action]();
  });
  useEffect(() => {
    if (!enabled) return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
