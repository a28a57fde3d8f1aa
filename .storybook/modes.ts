/**
 * Chromatic modes: each is a set of the toolbar's own globals (skin, direction) or the phone's width,
 * and Chromatic takes one snapshot of a story per mode, so designers review every skin and direction
 * and the phone layout without a story for each. Page and app stories apply them (`pageParameters` in
 * parameters.ts sets `parameters.chromatic.modes`). The local pictures (`__screenshots__/`) are one per
 * story, in its base mode: no story is copied to pin a skin, a direction or a width.
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
