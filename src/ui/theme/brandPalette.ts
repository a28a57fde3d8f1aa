import {
  clampChroma,
  converter,
  formatHex,
  formatRgb,
  modeLrgb,
  modeOklch,
  modeRgb,
  parse,
  // Not a React hook: culori's name for registering a colour space.
  useMode as registerMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

import { darkSurface, lightSurface } from './tokens.ts';

// culori's tree-shakeable entry: only the colour spaces used here reach the bundle.
registerMode(modeRgb);
registerMode(modeLrgb);
const toOklch = registerMode(modeOklch);
const toRgb = converter('rgb');

export type Palette = {
  /** filled backgrounds (buttons, solid badges) */
  solid: string;
  /** text drawn on `solid` */
  contrast: string;
  /** coloured text and outlines on surfaces */
  text: string;
  /** soft background for tinted variants */
  tint: string;
};

/** A skin's primary colours and its focus ring (a `box-shadow` colour). */
export type BrandTones = Palette & { focus: string };

/** The surfaces coloured text must be read on: the card and the page. */
export type Backdrops = { card: string; body: string };

const AA = 4.5;
const STEP = 0.005;

const hex = (c: Oklch) => formatHex(clampChroma(c, 'oklch'));
// Only ever given a hex this module made, so it parses.
const withAlpha = (colour: string, alpha: number) => formatRgb({ ...toRgb(colour)!, alpha });

function oklchOf(colour: string): Oklch {
  const parsed = parse(colour);
  if (!parsed) throw new Error(`brand colour: "${colour}" is not a CSS colour`);
  const c = toOklch(parsed);
  // Greys have no hue; any hue gives the same colour at no chroma.
  return { ...c, h: c.h ?? 0 };
}

/** Moves lightness by `step` from `start` until `fg` reads at AA on every background (or runs out). */
function readable(start: Oklch, step: number, backgrounds: string[]): string {
  let c = start;
  const passes = (colour: string) => backgrounds.every((bg) => wcagContrast(colour, bg) >= AA);
  while (!passes(hex(c)) && c.l > 0 && c.l < 1) c = { ...c, l: Math.min(1, Math.max(0, c.l + step)) };
  return hex(c);
}

/** White on the solid when it reads, else a near-black of the brand's hue, else the better of the two. */
function onSolid(solid: string, base: Oklch): string {
  const nearBlack = hex({ mode: 'oklch', l: 0.25, c: Math.min(base.c, 0.03), h: base.h });
  if (wcagContrast('#ffffff', solid) >= AA) return '#ffffff';
  if (wcagContrast(nearBlack, solid) >= AA) return nearBlack;
  return wcagContrast('#ffffff', solid) >= wcagContrast(nearBlack, solid) ? '#ffffff' : nearBlack;
}

/**
 * Every skin's primary colours from one brand colour. The solid is the colour as given, in both
 * schemes. The light scheme's text starts a little deeper than the solid and the dark scheme's from a
 * pale version of it; each then moves away from its backgrounds until it reads at AA on the tint, the
 * card and the page. Tints keep the hue at a fixed lightness, so text on them stays predictable.
 */
export function deriveBrand(colour: string, surfaces: { light: Backdrops; dark: Backdrops }) {
  const base = oklchOf(colour);
  const solid = hex(base);
  const contrast = onSolid(solid, base);

  const lightTint = hex({ ...base, l: 0.94, c: base.c * 0.13 });
  const lightText = readable({ ...base, l: Math.min(base.l - 0.04, 0.6) }, -STEP, [
    lightTint,
    surfaces.light.card,
    surfaces.light.body,
  ]);

  const darkTint = hex({ ...base, l: 0.38, c: base.c * 0.36 });
  const darkText = readable({ ...base, l: 0.78, c: base.c * 0.55 }, STEP, [
    darkTint,
    surfaces.dark.card,
    surfaces.dark.body,
  ]);

  const light: BrandTones = {
    solid,
    contrast,
    text: lightText,
    tint: lightTint,
    focus: withAlpha(solid, 0.35),
  };
  const dark: BrandTones = {
    solid,
    contrast,
    text: darkText,
    tint: darkTint,
    focus: withAlpha(darkText, 0.45),
  };
  return { light, dark };
}

export type DerivedBrand = ReturnType<typeof deriveBrand>;

// Rounded down, so a ratio shown as 4.5 does pass.
const ratio = (a: string, b: string) => (Math.floor(wcagContrast(a, b) * 10) / 10).toFixed(1);

/**
 * The pairings that miss AA, as "text on tint, dark skin: 3.9:1". Empty when the brand reads
 * everywhere. The light scheme is the light, bordered and semi-dark skins.
 */
export function contrastFailures(derived: DerivedBrand, surfaces: { light: Backdrops; dark: Backdrops }): string[] {
  return (['light', 'dark'] as const).flatMap((scheme) => {
    const p = derived[scheme];
    const s = surfaces[scheme];
    const pairs: [string, string, string][] = [
      ['contrast on solid', p.contrast, p.solid],
      ['text on tint', p.text, p.tint],
      ['text on card', p.text, s.card],
      ['text on page', p.text, s.body],
    ];
    return pairs
      .filter(([, fg, bg]) => wcagContrast(fg, bg) < AA)
      .map(([name, fg, bg]) => `${name}, ${scheme} skin: ${ratio(fg, bg)}:1`);
  });
}

/** A brand colour's tones on this theme's surfaces. */
export const brandTones = (colour: string) => deriveBrand(colour, { light: lightSurface, dark: darkSurface });

/**
 * brandDefault.ts as `npm run brand` writes it: the shipped colour's tones, worked out once, so no
 * page loads the colour maths (culori, about 7 KB gzip) for the colour every visitor sees. The
 * customizer's preview and the stories that compare brands load this module when they need it.
 */
export const brandDefaultFile = (
  colour: string,
) => `// Written by \`npm run brand\` from src/brand.ts (src/ui/theme/brandPalette.ts derives it);
// brandPalette.test.ts fails while it is stale. Do not edit by hand.
export const brandDefault = ${JSON.stringify({ colour, ...brandTones(colour) }, null, 2)};
`;
