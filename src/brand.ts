/**
 * The brand, in one place. Everything else follows from it: every skin's primary colours, the focus
 * ring and shadows (src/ui/theme/brandPalette.ts), the logo, the favicon and the loading screen
 * (written into index.html by src/app/htmlPlugins.ts), and the product name in the shell, the sign-in
 * pages and the page title. `npm run test:unit` fails, naming the pairing, if the colour cannot give
 * readable text (WCAG AA) in some skin.
 */
export const brand: Brand = {
  name: 'Atrium',
  /** Any CSS colour; it is the primary buttons' background as given. */
  colour: '#6254e0',
  /**
   * The mark: an SVG's viewBox and paths. A path filled with `'brand'` takes the brand colour (the
   * primary colour of the skin on screen); others give their own fill.
   */
  logo: {
    viewBox: '0 0 40 28',
    paths: [
      { d: 'M0 0h11l9 15.6L29 0h11L25.5 25.1a6.4 6.4 0 0 1-11 0z', fill: 'brand' },
      { d: 'M11 0l9 15.6-5.5 9.5L0 0z', fill: '#fff', opacity: 0.28 },
      { d: 'M29 0 20 15.6l5.5 9.5L40 0z', fill: '#000', opacity: 0.12 },
    ],
  },
};

export type LogoPath = { d: string; fill: 'brand' | (string & {}); opacity?: number };
export type Brand = { name: string; colour: string; logo: { viewBox: string; paths: LogoPath[] } };
