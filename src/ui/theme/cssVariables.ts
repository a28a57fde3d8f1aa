import type { BrandTones } from './brandPalette.ts';
import {
  brandPalette,
  darkSurface,
  darkTones,
  fontSizes,
  fontWeights,
  lightSurface,
  lightTones,
  radii,
  space,
  tones,
  type Palette,
  type Surface,
  type Tone,
} from './tokens.ts';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function surfaceVars(s: Surface): string {
  return Object.entries(s)
    .map(([k, value]) => (k.startsWith('shadow') ? `--${kebab(k)}: ${value};` : `--c-${kebab(k)}: ${value};`))
    .join('\n');
}

/** One tone's four variables (`--c-primary`, `--c-primary-contrast`, …). */
const paletteVars = (tone: Tone, p: Palette): Record<string, string> => ({
  [`--c-${tone}`]: p.solid,
  [`--c-${tone}-contrast`]: p.contrast,
  [`--c-${tone}-text`]: p.text,
  [`--c-${tone}-tint`]: p.tint,
});

const focusRing = (colour: string) => `0 0 0 3px ${colour}`;

const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

function toneVars(palette: Record<Tone, Palette>): string {
  return tones.map((t) => declarations(paletteVars(t, palette[t]))).join('\n');
}

/**
 * The brand's variables for one colour scheme, as an inline style: the customizer's preview of another
 * brand colour sets them on <html>, a story on a region.
 */
export const brandVariables = (p: BrandTones): Record<string, string> => ({
  ...paletteVars('primary', p),
  '--focus-ring': focusRing(p.focus),
});

function menuVars(s: Surface, prefix = 'menu'): string {
  return `--c-${prefix}-bg: ${s.card}; --c-${prefix}-text: ${s.text}; --c-${prefix}-heading: ${s.heading}; --c-${prefix}-muted: ${s.muted}; --c-${prefix}-hover: ${s.hover}; --c-${prefix}-border: ${s.border};`;
}

const scale = <T extends Record<string | number, string | number>>(prefix: string, values: T) =>
  Object.entries(values)
    .map(([k, value]) => `--${prefix}-${k}: ${value};`)
    .join('\n');

/**
 * Skins are plain attribute selectors, so they work on <html> for the app and on any wrapper element
 * (a story can show the same component in all four skins side by side).
 */
export const themeCss = `
:root {
  --font-sans: 'Public Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  ${scale('space', space)}
  ${scale('radius', radii)}
  ${scale('fs', fontSizes)}
  ${scale('fw', fontWeights)}
  --line-height: 1.47;
  --card-border: 0 solid transparent;
  --navbar-height: 3.875rem;
  --menu-width: 16.25rem;
  --menu-collapsed-width: 5.25rem;
  --ripple-duration: 500ms;
  --transition: 0.2s ease;
}
:root, [data-skin='light'], [data-skin='bordered'], [data-skin='semi-dark'] {
  color-scheme: light;
  ${surfaceVars(lightSurface)}
  ${toneVars(lightTones)}
  ${menuVars(lightSurface)}
  --focus-ring: ${focusRing(brandPalette.light.focus)};
}
[data-skin='dark'] {
  color-scheme: dark;
  ${surfaceVars(darkSurface)}
  ${toneVars(darkTones)}
  ${menuVars(darkSurface)}
  --focus-ring: ${focusRing(brandPalette.dark.focus)};
}
[data-skin='bordered'] {
  --shadow: none;
  --card-border: 1px solid var(--c-border);
}
[data-skin='semi-dark'] {
  ${menuVars(darkSurface)}
}
`;
