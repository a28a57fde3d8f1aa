export { ThemeProvider, useTheme } from './ThemeProvider';
export { GlobalStyle, visuallyHiddenCss } from './GlobalStyle';
export { v, tones, type Tone } from './tokens';
export { skins, directions, isSkin, isDirection, type Skin, type Direction } from './skins';
export { loadPreferences, savePreference, applyToDocument, storageKeys, type ThemePreferences } from './preferences';
export { useMediaQuery } from './useMediaQuery';
