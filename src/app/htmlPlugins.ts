import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
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
 * The favicon (public/favicon.svg, 0.2 KB) written into index.html: the browser requests it as the page
 * starts, and on a phone's connection that request held one of the six connections the first scripts
 * need (Lighthouse: the invoice list's largest paint 0.1 s later with it).
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved: (config) => void (publicDir = config.publicDir),
    transformIndexHtml: (html) => {
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
      return html.replace(/href="[^"]*\bfavicon\.svg"/, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}
