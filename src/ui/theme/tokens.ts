import type { Palette } from './brandPalette.ts';
import { brandDefault } from './brandDefault.ts';

/**
 * Design tokens. Components read them as CSS variables (`var(--c-primary)`), so a skin or direction
 * change is an attribute on <html> and no styled component re-renders.
 */
export const tones = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
export type Tone = (typeof tones)[number];
export type { Palette };

export type Surface = {
  body: string;
  card: string;
  /** raised surfaces above cards: menus, popovers, modals */
  raised: string;
  heading: string;
  text: string;
  muted: string;
  border: string;
  hover: string;
  inputBg: string;
  shadow: string;
  shadowLg: string;
  backdrop: string;
};

export const lightSurface: Surface = {
  body: '#f8f7fa',
  card: '#ffffff',
  raised: '#ffffff',
  heading: '#444050',
  text: '#5d596c',
  muted: '#6f6b7d',
  border: '#dbdade',
  hover: '#f3f2f6',
  inputBg: '#ffffff',
  shadow: '0 4px 18px rgba(75, 70, 92, 0.1)',
  shadowLg: '0 10px 30px rgba(75, 70, 92, 0.2)',
  backdrop: 'rgba(47, 43, 61, 0.5)',
};

export const darkSurface: Surface = {
  body: '#25293c',
  card: '#2f3349',
  raised: '#343951',
  heading: '#e1e3f3',
  text: '#cfd3ec',
  muted: '#a3aad6',
  border: '#434968',
  hover: '#3a3f58',
  inputBg: '#2f3349',
  shadow: '0 4px 18px rgba(15, 20, 34, 0.4)',
  shadowLg: '0 10px 30px rgba(15, 20, 34, 0.55)',
  backdrop: 'rgba(23, 25, 37, 0.6)',
};

// Every text/background pair below passes WCAG AA (4.5:1); tokens.test.ts checks it. The primary
// colours are derived from the brand colour in src/brand.ts (brandPalette.ts), written out by
// `npm run brand` into brandDefault.ts; the rest are fixed.
export const brandPalette = brandDefault;

export const lightTones: Record<Tone, Palette> = {
  primary: brandPalette.light,
  secondary: { solid: '#676b71', contrast: '#ffffff', text: '#5b5f65', tint: '#ececed' },
  success: { solid: '#28c76f', contrast: '#1b2a22', text: '#136c3e', tint: '#ddf6e8' },
  danger: { solid: '#d13536', contrast: '#ffffff', text: '#b52a2b', tint: '#fce4e4' },
  warning: { solid: '#ff9f43', contrast: '#2f2b3d', text: '#8f4d05', tint: '#fff0e1' },
  info: { solid: '#00cfe8', contrast: '#1a2b30', text: '#006a79', tint: '#d6f7fb' },
};

export const darkTones: Record<Tone, Palette> = {
  primary: brandPalette.dark,
  secondary: { solid: '#676b71', contrast: '#ffffff', text: '#c2c4c8', tint: '#42465a' },
  success: { solid: '#28c76f', contrast: '#1b2a22', text: '#5fe29a', tint: '#2e4b4f' },
  danger: { solid: '#d13536', contrast: '#ffffff', text: '#f59a9a', tint: '#4d384b' },
  warning: { solid: '#ff9f43', contrast: '#2f2b3d', text: '#ffc38a', tint: '#504448' },
  info: { solid: '#00cfe8', contrast: '#1a2b30', text: '#45ecff', tint: '#274c62' },
};

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
} as const;
export const radii = { sm: '0.25rem', md: '0.375rem', lg: '0.5rem', pill: '50rem', round: '50%' } as const;
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.8125rem',
  md: '0.9375rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Names of the CSS variables, for use inside styled-components templates. */
export const v = {
  body: 'var(--c-body)',
  card: 'var(--c-card)',
  raised: 'var(--c-raised)',
  heading: 'var(--c-heading)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  hover: 'var(--c-hover)',
  inputBg: 'var(--c-input-bg)',
  shadow: 'var(--shadow)',
  shadowLg: 'var(--shadow-lg)',
  backdrop: 'var(--c-backdrop)',
  focus: 'var(--focus-ring)',
  font: 'var(--font-sans)',
  solid: (t: Tone) => `var(--c-${t})`,
  contrast: (t: Tone) => `var(--c-${t}-contrast)`,
  toneText: (t: Tone) => `var(--c-${t}-text)`,
  tint: (t: Tone) => `var(--c-${t}-tint)`,
  space: (k: keyof typeof space) => `var(--space-${k})`,
  radius: (k: keyof typeof radii) => `var(--radius-${k})`,
  fs: (k: keyof typeof fontSizes) => `var(--fs-${k})`,
  fw: (k: keyof typeof fontWeights) => `var(--fw-${k})`,
} as const;
