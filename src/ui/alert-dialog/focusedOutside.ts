/** The element with the focus when it is a place to come back to: not the page itself, not an alert dialog. */
export function focusedOutside(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest('[role="alertdialog"]')
    ? active
    : null;
}
