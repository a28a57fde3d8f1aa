/**
 * For a Radix dialog's `onOpenAutoFocus`: the control marked `data-autofocus` takes the focus first
 * (a confirm dialog's Cancel, a prompt's input) instead of the first focusable one; without one,
 * Radix goes on as usual.
 */
export function focusMarkedControl(event: Event) {
  const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
  if (!first) return;
  event.preventDefault();
  first.focus();
}
