import {
  darkSurface,
  darkTones,
  fontSizes,
  fontWeights,
  lightSurface,
  lightTones,
  radii,
  space,
  tones,
  type Surface,
  type Tone,
} from './tokens.ts';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function surfaceVars(s: Surface): string {
  return Object.entries(s)
    .map(([k, value]) => (k.startsWith('shadow') ? `--${kebab(k)}: ${value};` : `--c-${kebab(k)}: ${value};`))
    .join('\n');
}

function toneVars(palette: Record<Tone, { solid: string; contrast: string; text: string; tint: string }>): string {
  return tones
    .map((t) => {
      const p = palette[t];
      return `--c-${t}: ${p.solid}; --c-${t}-contrast: ${p.contrast}; --c-${t}-text: ${p.text}; --c-${t}-tint: ${p.tint};`;
    })
    .join('\n');
}

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
  --focus-ring: 0 0 0 3px rgba(98, 84, 224, 0.35);
}
[data-skin='dark'] {
  color-scheme: dark;
  ${surfaceVars(darkSurface)}
  ${toneVars(darkTones)}
  ${menuVars(darkSurface)}
  --focus-ring: 0 0 0 3px rgba(179, 171, 250, 0.45);
}
[data-skin='bordered'] {
  --shadow: none;
  --card-border: 1px solid var(--c-border);
}
[data-skin='semi-dark'] {
  ${menuVars(darkSurface)}
}
`;
