/**
 * For stories that render a modal overlay already open (select listbox, dialog, menu). Radix hides
 * the rest of the page with aria-hidden while it traps focus inside the overlay, so the trigger under
 * it cannot be reached; axe's aria-hidden-focus still flags that trigger. Every other rule still runs.
 */
export const openOverlayA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;
