import { createContext, use, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { brandVariables } from './cssVariables';
import { GlobalStyle } from './GlobalStyle';
import { applyToDocument, loadPreferences, savePreference, type ThemePreferences } from './preferences';
import type { Direction, Skin } from './skins';
import type { DerivedBrand } from './brandPalette';

type ThemeContextValue = ThemePreferences & {
  setSkin: (skin: Skin) => void;
  setDirection: (direction: Direction) => void;
  setMenuCollapsed: (collapsed: boolean) => void;
  /** Previews another brand colour (#rrggbb) at once; null goes back to src/brand.ts's. */
  setBrandColour: (colour: string | null) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

type Props = {
  children: ReactNode;
  /** Fixed values (Storybook globals); when given, they win over storage and are not saved. */
  skin?: Skin;
  direction?: Direction;
  /** Another brand's tones to show instead of src/brand.ts's (a story comparing brands derives them). */
  brand?: DerivedBrand;
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

export function ThemeProvider({
  children,
  skin: forcedSkin,
  direction: forcedDirection,
  brand: forcedBrand,
  scope = 'document',
}: Props) {
  const [prefs, setPrefs] = useState(loadPreferences);
  const skin = forcedSkin ?? prefs.skin;
  const direction = forcedDirection ?? prefs.direction;
  const brandColour = prefs.brandColour;
  const scheme = skin === 'dark' ? 'dark' : 'light';
  // A colour tried in the customizer: its tones need the colour maths, loaded only then (the shipped
  // colour's are written out in brandDefault.ts).
  const [previewed, setPreviewed] = useState<{ colour: string; tones: DerivedBrand }>();
  useEffect(() => {
    if (!brandColour) return;
    let current = true;
    void import('./brandPalette').then(({ brandTones }) => {
      if (current) setPreviewed({ colour: brandColour, tones: brandTones(brandColour) });
    });
    return () => {
      current = false;
    };
  }, [brandColour]);
  const tones = forcedBrand ?? (previewed?.colour === brandColour ? previewed.tones : undefined);
  // Another brand's variables, inline: they win over the skins' stylesheet, and only for this colour.
  const brandStyle = useMemo(() => (tones ? brandVariables(tones[scheme]) : undefined), [tones, scheme]);

  useLayoutEffect(() => {
    if (scope === 'document') applyToDocument({ skin, direction });
  }, [scope, skin, direction]);

  useLayoutEffect(() => {
    if (scope !== 'document' || !brandStyle) return;
    const { style } = document.documentElement;
    for (const [name, value] of Object.entries(brandStyle)) style.setProperty(name, value);
    return () => Object.keys(brandStyle).forEach((name) => style.removeProperty(name));
  }, [scope, brandStyle]);

  const value = useMemo<ThemeContextValue>(() => {
    const update = <K extends keyof ThemePreferences>(key: K, next: ThemePreferences[K]) => {
      savePreference(key, next);
      setPrefs((current) => ({ ...current, [key]: next }));
    };
    return {
      skin,
      direction,
      menuCollapsed: prefs.menuCollapsed,
      brandColour,
      setSkin: (next) => update('skin', next),
      setDirection: (next) => update('direction', next),
      setMenuCollapsed: (next) => update('menuCollapsed', next),
      setBrandColour: (next) => update('brandColour', next),
    };
  }, [skin, direction, prefs.menuCollapsed, brandColour]);

  return (
    <ThemeContext value={value}>
      <GlobalStyle />
      {scope === 'document' ? (
        children
      ) : (
        <Region data-skin={skin} dir={direction} style={brandStyle}>
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
