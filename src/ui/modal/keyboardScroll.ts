/**
 * A ref for a dialog's scrolling body: while its content overflows, the body is a Tab stop, so a
 * keyboard can scroll it with the arrow keys even when it holds no control (long text); it is none
 * otherwise. A callback ref, since the body mounts each time its dialog opens.
 */
export function keyboardScroll(body: HTMLElement | null): (() => void) | undefined {
  if (!body) return undefined;
  const update = () => {
    if (body.scrollHeight > body.clientHeight) body.tabIndex = 0;
    else body.removeAttribute('tabindex');
  };
  update();
  // The body's own size (the window resized) and its content's (items added or removed).
  const resized = new ResizeObserver(update);
  resized.observe(body);
  const changed = new MutationObserver(update);
  changed.observe(body, { childList: true, subtree: true, characterData: true });
  return () => {
    resized.disconnect();
    changed.disconnect();
  };
}
