import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
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
  /**
   * Where the skin and direction apply: the whole document (the app), or only a box around the
   * children, so several themed regions can share a page (a docs page of light, dark and RTL stories).
   */
  scope?: 'document' | 'element';
};

/** A themed region: the skin's variables and the direction hold inside it, on the skin's background. */
const Region = styled.div`
  background: var(--c-body);
  color: var(--c-text);
`;

export function ThemeProvider({ children, skin: forcedSkin, direction: forcedDirection, scope = 'document' }: Props) {
  const [prefs, setPrefs] = useState(loadPreferences);
  const skin = forcedSkin ?? prefs.skin;
  const direction = forcedDirection ?? prefs.direction;

  useLayoutEffect(() => {
    if (scope === 'document') applyToDocument({ skin, direction });
  }, [scope, skin, direction]);

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
      {scope === 'document' ? (
        children
      ) : (
        <Region data-skin={skin} dir={direction}>
          {children}
        </Region>
      )}
    </ThemeContext>
  );
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
