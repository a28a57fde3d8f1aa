import { availableParallelism } from 'node:os';
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
  'zod/mini',
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
  'axe-core',
  'culori/fn',
];

// On Linux, text is drawn without antialiasing for the pictures (.storybook/pictures.fonts.conf).
const pictureFonts =
  process.platform === 'linux'
    ? { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./.storybook/pictures.fonts.conf', import.meta.url)) }
    : undefined;

// One browser pass per story: it renders, its play function runs, axe checks it, and, on the
// references' platform, the setup file compares a picture of it with its reference in __screenshots__/.
// Two tabs of one Chromium, each in its own context, take the next story file as they finish one
// (Vitest's queue), so neither waits for the other; the pass is CPU-bound, and CI has two cores. A
// tab runs its files one after the other in one page (`isolate: false`): loading the app's modules
// again for each file took about a third of the pass. What a story changes outside React must not
// outlive it (docs/ARCHITECTURE.md, Tests).
const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: storybookDir })],
  optimizeDeps: { include: storyDeps },
  test: {
    name: 'storybook',
    isolate: false,
    maxWorkers: 2,
    // After the unit tests, which have a worker count of their own (Vitest runs projects with
    // different counts in separate groups).
    sequence: { groupOrder: 1 },
    // A long flow of the full app takes a few seconds alone, and several times that while the other
    // tab keeps both cores busy.
    testTimeout: 30_000,
    // Storybook's plugin applies preview.tsx itself; this file adds the picture after each story,
    // compared where the global setup finds the references' platform (scripts/pictures.mjs).
    setupFiles: ['./.storybook/vitest.setup.ts'],
    globalSetup: ['./.storybook/vitest.pictures.ts'],
    browser: {
      enabled: true,
      headless: true,
      instances: [
        {
          browser: 'chromium',
          provider: playwright({
            launchOptions: { executablePath: findChromium(), args: chromiumArgs, env: pictureFonts },
            // The window is larger than any story frame (the widest is Storybook's 1280 px desktop), so
            // Vitest never scales the frame down: stories render and are pictured at 1:1, and a tall
            // story's frame can grow to its full height.
            // As in a designer's browser: motion on (whatever the launch flags say), and no permission
            // granted, so a story cannot read the clipboard back (stories spy on it instead).
            contextOptions: { viewport: { width: 1440, height: 4000 }, reducedMotion: 'no-preference' },
          }),
        },
      ],
      // Storybook's canvas in a 1366×768 window; a story's own viewport replaces it (preview.tsx).
      viewport: { width: 1066, height: 430 },
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
            // Every core: Vitest's default leaves one to its main process, idle while these run.
            maxWorkers: availableParallelism(),
            // Bundle msw through Vite so its tough-cookie import takes the same alias as in the browser.
            server: { deps: { inline: ['msw'] } },
            include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs', '.storybook/**/*.test.ts'],
          },
        },
        storybookProject,
      ],
    },
  }),
);
