import { isDirection, isSkin, type Direction, type Skin } from './skins';

/** localStorage keys the app stores (docs/demo-api.md, Constants). */
export const storageKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
  brandColour: 'brandColour',
} as const;

export type ThemePreferences = {
  skin: Skin;
  direction: Direction;
  menuCollapsed: boolean;
  /** A brand colour previewed in the customizer (#rrggbb); null for src/brand.ts's. */
  brandColour: string | null;
};

export const defaultPreferences: ThemePreferences = {
  skin: 'light',
  direction: 'ltr',
  menuCollapsed: false,
  brandColour: null,
};

const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

function read(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    // Storage blocked or a value written by hand that is not JSON: fall back to the default.
    return undefined;
  }
}

export function loadPreferences(): ThemePreferences {
  const skin = read(storageKeys.skin);
  const direction = read(storageKeys.direction);
  const menuCollapsed = read(storageKeys.menuCollapsed);
  const brandColour = read(storageKeys.brandColour);
  return {
    skin: isSkin(skin) ? skin : defaultPreferences.skin,
    direction: isDirection(direction) ? direction : defaultPreferences.direction,
    menuCollapsed: typeof menuCollapsed === 'boolean' ? menuCollapsed : defaultPreferences.menuCollapsed,
    brandColour: isHexColour(brandColour) ? brandColour : defaultPreferences.brandColour,
  };
}

export function savePreference<K extends keyof ThemePreferences>(key: K, value: ThemePreferences[K]): void {
  try {
    globalThis.localStorage?.setItem(storageKeys[key], JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

/** Skin and direction live on <html> so every styled component follows without re-rendering. */
export function applyToDocument(
  prefs: Pick<ThemePreferences, 'skin' | 'direction'>,
  root = document.documentElement,
): void {
  root.dataset.skin = prefs.skin;
  root.dir = prefs.direction;
}
