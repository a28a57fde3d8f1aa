/**
 * What Chromatic captures, and in which looks. A mode is a set of the toolbar's globals (skin,
 * direction) or a viewport; Chromatic takes one snapshot of a story per mode. Every look is reviewed
 * where it changes the picture, and only there, so a full build stays near a thousand snapshots:
 *
 * - a screen's first story (its default state) in each skin, right to left and on a phone;
 * - a kit component's Playground in each skin and right to left (a component is laid out by the page
 *   that holds it, so a phone changes nothing of its own);
 * - every other story once, in the light skin, except a screen's other stories: they are flows, and
 *   the story pass pictures each of them on every run (`__screenshots__/`).
 *
 * The semi-dark skin differs from the light one only in the vertical menu, so only the full app,
 * which has the menu, is captured in it. Snapshots are taken with reduced motion and with animations
 * paused at their end; a story tagged `no-visual` is never captured (`noVisual`).
 */
const light = { skin: 'light' };
const dark = { skin: 'dark' };
const bordered = { skin: 'bordered' };
const rtl = { direction: 'rtl' };
// The toolbar's "Small mobile" (mobile1) width.
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** Chromatic's project-wide settings (preview.tsx). */
export const chromatic = { prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true } as const;

/** A screen's meta: its stories are flows, not captured by Chromatic but for the first (`screenLooks`). */
export const pageParameters = { chromatic: { disableSnapshot: true } } as const;

/** A screen's first story: its default state, captured in every look. */
export const screenLooks = {
  chromatic: { disableSnapshot: false, modes: { light, dark, bordered, rtl, phone } },
} as const;

/** The full app's first story: the screen looks, and the semi-dark skin, whose menu it shows. */
export const appLooks = {
  chromatic: { disableSnapshot: false, modes: { ...screenLooks.chromatic.modes, 'semi-dark': { skin: 'semi-dark' } } },
} as const;

/** A kit component's Playground, in every skin and direction. */
export const componentLooks = { chromatic: { modes: { light, dark, bordered, rtl } } } as const;

/**
 * A story whose picture cannot be stable (a live clock, a video, a random draw): the story pass tests
 * it without a picture (the tag), and Chromatic does not capture it.
 */
export const noVisual = { tags: ['no-visual'], parameters: { chromatic: { disableSnapshot: true } } };
