import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Deps the stories import, pre-bundled up front so a cold cache never reloads Vite mid-run.
const storyDeps = [
  'msw-storybook-addon/csf3',
  'msw',
  'msw/browser',
  '@tanstack/react-query',
  'styled-components',
  'react-router',
  'react-toastify',
  'i18next',
  'react-i18next',
  'radix-ui',
  'lucide-react',
  'storybook/test',
  'react/jsx-dev-runtime',
  'react-hook-form',
  '@hookform/resolvers/zod',
  '@casl/ability',
  '@casl/react',
  'zod',
  'downshift',
  'react-day-picker',
  'dompurify',
  'react-dropzone',
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@fullcalendar/react',
  '@fullcalendar/react/daygrid',
  '@fullcalendar/react/timegrid',
  '@fullcalendar/react/list',
  '@fullcalendar/react/interaction',
  '@fullcalendar/react/themes/classic',
  '@fullcalendar/react/locales/fr',
  '@fullcalendar/react/locales/de',
  '@fullcalendar/react/locales/pt',
  'temporal-polyfill',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@tanstack/react-virtual',
  'write-excel-file/browser',
  'read-excel-file/browser',
  'papaparse',
  'embla-carousel-react',
  'embla-carousel-fade',
  'react-joyride',
  'react-player',
  'react-number-format',
];

// On Linux, text is drawn without antialiasing for the pictures (.storybook/pictures.fonts.conf).
const pictureFonts =
  process.platform === 'linux'
    ? { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./.storybook/pictures.fonts.conf', import.meta.url)) }
    : undefined;

// The browser of one instance: a factory, as Vitest mutates the config it is given.
function chromiumProvider(reducedMotion: 'reduce' | 'no-preference') {
  return playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs, env: pictureFonts },
    // The window is larger than any story frame, so Vitest never scales the frame down: stories
    // render and are pictured at 1:1, and a tall story's frame can grow to its full height.
    contextOptions: {
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: { width: 1280, height: 4000 },
      // Chromium's --force-prefers-reduced-motion flag does not reach the page; the context option
      // does. With reduced motion, transitions are off, so checks and pictures never catch a page
      // mid-fade; the app's own stories run with motion on, as a person sees them.
      reducedMotion,
    },
  });
}

// One browser pass per story: it renders, its play function runs, axe checks it, and, on the
// references' platform, the setup file compares a picture of it with its reference in __screenshots__/.
// An instance's story files share one page (`isolate: false`): loading the app's modules again for
// each file took about a third of the pass. The full app's and the chart pages' stories run in a
// second browser, with motion on, side by side with the rest. The instances share the project's Vite
// server, so the app is transformed once. More browsers were tried: dealt round-robin to three, the
// other files took 9 minutes instead of 16, but the long flows of the full app and the mailbox then
// outran their time on CI's two cores (`shards` below). What a story changes outside React must not
// outlive it (docs/ARCHITECTURE.md, Tests).
const heavyStories = [
  'src/stories/FullApp.stories.tsx',
  'src/features/charts/pages/ApexChartsPage.stories.tsx',
  'src/features/charts/pages/ChartJsPage.stories.tsx',
  'src/features/charts/pages/RechartsPage.stories.tsx',
];
const otherStories = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('.stories.tsx') && !heavyStories.includes(file))
  .sort();
const shards = 1;
// Storybook's plugin sets the files (main.ts's `stories`) and ignores `include`: choose by exclusion.
const storyInstances = [
  ...Array.from({ length: shards }, (_, index) => ({
    browser: 'chromium' as const,
    name: `storybook-${index + 1}`,
    provider: chromiumProvider('reduce'),
    exclude: [...heavyStories, ...otherStories.filter((_, i) => i % shards !== index)],
  })),
  {
    browser: 'chromium' as const,
    name: 'storybook-heavy',
    provider: chromiumProvider('no-preference'),
    exclude: otherStories,
  },
];

const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: storybookDir })],
  optimizeDeps: { include: storyDeps },
  test: {
    name: 'storybook',
    isolate: false,
    // A long flow of the full app takes a few seconds alone, and several times that while the other
    // browsers keep both cores busy.
    testTimeout: 30_000,
    // Storybook's plugin applies preview.tsx itself; this file adds the picture after each story,
    // compared where the global setup finds the references' platform (scripts/pictures.mjs).
    setupFiles: ['./.storybook/vitest.screenshot.ts'],
    globalSetup: ['./.storybook/vitest.pictures.ts'],
    browser: {
      enabled: true,
      headless: true,
      instances: storyInstances,
      viewport: { width: 1200, height: 900 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          // One folder per story file, one picture per story, made on one platform (platform.json).
          resolveScreenshotPath: ({ root, arg, ext }) => `${root}/__screenshots__/${arg}${ext}`,
        },
      },
    },
  },
};

export default defineConfig(
  mergeConfig(viteConfig({ command: 'serve', mode: 'test' }), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Bundle msw through Vite so its tough-cookie import takes the same alias as in the browser.
            server: { deps: { inline: ['msw'] } },
            include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          },
        },
        storybookProject,
      ],
    },
  }),
);
