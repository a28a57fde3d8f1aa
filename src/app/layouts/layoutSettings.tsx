import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/**
 * The shell's layout choices that the customizer changes live (issue: layouts). Skin, direction and
 * the collapsed menu are the theme's and persist (SPEC 9); these last for the visit.
 */
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type ContentWidth = 'boxed' | 'full';
export type RouteTransition = 'fade' | 'slide' | 'zoom' | 'none';

export type LayoutSettings = {
  navbar: NavbarType;
  footer: FooterType;
  content: ContentWidth;
  transition: RouteTransition;
};

export const defaultLayout: LayoutSettings = {
  navbar: 'floating',
  footer: 'static',
  content: 'boxed',
  transition: 'fade',
};

type Context = LayoutSettings & { set: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void };

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
  if (!value) throw new Error('useLayoutSettings needs a <LayoutSettingsProvider> (the vertical layout has one).');
  return value;
}
