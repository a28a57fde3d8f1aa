import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { LayoutSettings, NavbarColor } from '@/lib/layout';
import { darkSurface } from '@/ui/theme/tokens';

export {
  navbarColors,
  type ContentWidth,
  type FooterType,
  type LayoutOverride,
  type LayoutSettings,
  type MenuLayout,
  type NavbarColor,
  type NavbarType,
  type RouteTransition,
} from '@/lib/layout';

/** A navbar colour's background and the text drawn on it (the tone's solid and contrast colours). */
export const navbarPaint = (color: NavbarColor): { bg: string; fg: string } =>
  color === 'default'
    ? { bg: 'var(--c-card)', fg: 'var(--c-text)' }
    : color === 'dark'
      ? { bg: darkSurface.card, fg: darkSurface.text }
      : { bg: `var(--c-${color})`, fg: `var(--c-${color}-contrast)` };

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
