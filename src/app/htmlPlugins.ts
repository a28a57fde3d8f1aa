import type { Plugin } from 'vite';
import { brand } from '../brand.ts';
import { themeCss } from '../ui/theme/cssVariables.ts';

/**
 * What the build does to index.html, the page every path is served: vite.config.ts names these.
 */

/** index.html paints the loading screen before any script runs, in the theme's colours (every skin). */
export const themeVariablesInHtml = (): Plugin => ({
  name: 'theme-variables-in-html',
  transformIndexHtml: (html) =>
    html.replace('<style data-theme-variables></style>', `<style data-theme-variables>${themeCss}</style>`),
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The logo (src/brand.ts) as SVG markup, its brand-coloured paths filled with `colour`. */
export function logoSvg(colour: string, attributes = ''): string {
  const paths = brand.logo.paths.map(({ d, fill, opacity }) => {
    const alpha = opacity === undefined ? '' : ` fill-opacity="${opacity}"`;
    return `<path fill="${fill === 'brand' ? colour : fill}"${alpha} d="${d}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brand.logo.viewBox}"${attributes}>${paths.join('')}</svg>`;
}

/** The product name (title, description) and the loading screen's logo from src/brand.ts. */
export const brandInHtml = (): Plugin => ({
  name: 'brand-in-html',
  transformIndexHtml: {
    // Before Vite's own %NAME% replacement, which would warn of an unknown variable.
    order: 'pre',
    handler: (html) => {
      const [, , width, height] = brand.logo.viewBox.split(' ').map(Number) as number[];
      const size = ` width="56" height="${(56 * height!) / width!}" aria-hidden="true"`;
      return html
        .replaceAll('%BRAND_NAME%', escapeHtml(brand.name))
        .replace('<!-- brand logo -->', logoSvg('currentColor', size));
    },
  },
});

/**
 * The entry (src/app/main.tsx) imports src/app/start.tsx after the first paint. Start's files are
 * listed as low-priority preloads, so they download while the loading screen paints (at high priority,
 * Lighthouse counted them as holding that paint). Without them the sign-in page's largest paint came
 * 0.6 s later (Lighthouse, median of three runs).
 */
export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        if (start) visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The favicon, the logo in the brand colour (src/brand.ts), written into index.html: the browser
 * requests a favicon as the page starts, and on a phone's connection that request held one of the six
 * connections the first scripts need (Lighthouse: the invoice list's largest paint 0.1 s later with it).
 */
export const inlineFavicon = (): Plugin => ({
  name: 'inline-favicon',
  transformIndexHtml: (html) =>
    html.replace(
      /href="[^"]*\bfavicon\.svg"/,
      `href="data:image/svg+xml,${encodeURIComponent(logoSvg(brand.colour))}"`,
    ),
});
