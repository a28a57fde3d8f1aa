/**
 * Chromatic modes: each is a set of the toolbar's own globals (skin, direction) or the phone's width,
 * and Chromatic takes one snapshot of a story per mode, so designers review every skin and direction
 * and the phone layout without a story for each. Page and app stories apply them (`pageParameters` in
 * parameters.ts sets `parameters.chromatic.modes`); the local visual test (`npm test`) keeps one
 * picture per story.
 */
export const modes = {
  light: { skin: 'light' },
  dark: { skin: 'dark' },
  'semi-dark': { skin: 'semi-dark' },
  bordered: { skin: 'bordered' },
  rtl: { direction: 'rtl' },
  // The toolbar's "Small mobile" (mobile1) width.
  phone: { viewport: 320 },
} as const;

export const pageModes = { chromatic: { modes } } as const;
