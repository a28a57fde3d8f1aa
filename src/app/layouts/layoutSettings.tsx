import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { darkSurface } from '@/ui/theme/tokens';

/**
 * The shell's layout choices that the customizer changes live (issue: layouts). Skin, direction and
 * the collapsed menu are the theme's and persist (docs/demo-api.md); these last for the visit.
 */
export type MenuLayout = 'vertical' | 'horizontal';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export const navbarColors = [
  'default',
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
] as const;
export type NavbarColor = (typeof navbarColors)[number];

/** A navbar colour's background and the text drawn on it (the tone's solid and contrast colours). */
export const navbarPaint = (color: NavbarColor): { bg: string; fg: string } =>
  color === 'default'
    ? { bg: 'var(--c-card)', fg: 'var(--c-text)' }
    : color === 'dark'
      ? { bg: darkSurface.card, fg: darkSurface.text }
      : { bg: `var(--c-${color})`, fg: `var(--c-${color}-contrast)` };
export type FooterType = 'static' | 'sticky' | 'hidden';
export type ContentWidth = 'boxed' | 'full';
export type RouteTransition = 'fade' | 'slide' | 'zoom' | 'none';

export type LayoutSettings = {
  menu: MenuLayout;
  menuHidden: boolean;
  navbar: NavbarType;
  navbarColor: NavbarColor;
  footer: FooterType;
  content: ContentWidth;
  transition: RouteTransition;
};

/** Vertical layout, boxed content, floating white navbar, static footer, fade-in transition. */
export const defaultLayout: LayoutSettings = {
  menu: 'vertical',
  menuHidden: false,
  navbar: 'floating',
  navbarColor: 'default',
  footer: 'static',
  content: 'boxed',
  transition: 'fade',
};

/**
 * What a route fixes for itself while it is open (the page-layout demos), in its handle. The
 * customizer shows these settings as fixed; the visitor's own choices come back on the next page.
 */
export type LayoutOverride = Partial<LayoutSettings> & { collapsed?: boolean };

type Context = LayoutSettings & {
  set: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
};

const LayoutContext = createContext<Context | null>(null);

export function LayoutSettingsProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Partial<LayoutSettings>;
}) {
  const [settings, setSettings] = useState<LayoutSettings>({ ...defaultLayout, ...initial });
  const value = useMemo<Context>(
    () => ({ ...settings, set: (key, next) => setSettings((current) => ({ ...current, [key]: next })) }),
    [settings],
  );
  return <LayoutContext value={value}>{children}</LayoutContext>;
}

export function useLayoutSettings(): Context {
  const value = use(LayoutContext);
  if (!value) throw new Error('useLayoutSettings needs a <LayoutSettingsProvider> (the shell has one).');
  return value;
}
