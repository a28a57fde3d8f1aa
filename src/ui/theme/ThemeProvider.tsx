import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
import { applyToDocument, loadPreferences, savePreference, type ThemePreferences } from './preferences';
import type { Direction, Skin } from './skins';

type ThemeContextValue = ThemePreferences & {
  setSkin: (skin: Skin) => void;
  setDirection: (direction: Direction) => void;
  setMenuCollapsed: (collapsed: boolean) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

type Props = {
  children: ReactNode;
  /** Fixed values (Storybook globals); when given, they win over storage and are not saved. */
  skin?: Skin;
  direction?: Direction;
};

export function ThemeProvider({ children, skin: forcedSkin, direction: forcedDirection }: Props) {
  const [prefs, setPrefs] = useState(loadPreferences);
  const skin = forcedSkin ?? prefs.skin;
  const direction = forcedDirection ?? prefs.direction;

  useLayoutEffect(() => applyToDocument({ skin, direction }), [skin, direction]);

  const value = useMemo<ThemeContextValue>(() => {
    const update = <K extends keyof ThemePreferences>(key: K, next: ThemePreferences[K]) => {
      savePreference(key, next);
      setPrefs((current) => ({ ...current, [key]: next }));
    };
    return {
      skin,
      direction,
      menuCollapsed: prefs.menuCollapsed,
      setSkin: (next) => update('skin', next),
      setDirection: (next) => update('direction', next),
      setMenuCollapsed: (next) => update('menuCollapsed', next),
    };
  }, [skin, direction, prefs.menuCollapsed]);

  return (
    <ThemeContext value={value}>
      <GlobalStyle />
      {children}
    </ThemeContext>
  );
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
