import type { StorybookConfig } from '@storybook/react-vite';
import { projectDocgen } from './docgen.ts';
import { enrichSnippets } from './snippets.ts';

const isDemoWorkerPlugin = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'demo-service-worker';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves the locales and the images the demo data points at, and msw's worker (mockServiceWorker.js)
  // behind ours (./public/storybookServiceWorker.js).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // "Show code" is written at build time from each story's source (.storybook/snippets.ts).
  features: { experimentalCodeExamples: true },
  // A preset function: Storybook passes the framework's enricher, which writes the snippets, to chain onto.
  experimental_enrichCsf: enrichSnippets as unknown as StorybookConfig['experimental_enrichCsf'],
  // react-docgen reads one file at a time; react-docgen-typescript built a TypeScript program of the
  // whole project first: the dev Storybook's first story took 21.1 s against 18.4 s (npm run bench:storybook).
  // Storybook's react-docgen plugin is replaced by ./docgen.ts: the same output, without parsing packages.
  typescript: { reactDocgen: false },
  // The demo server runs in the preview's page (msw-storybook-addon), not in the app's own worker.
  viteFinal: (config) => ({
    ...config,
    plugins: [projectDocgen(), ...(config.plugins ?? []).flat().filter((plugin) => !isDemoWorkerPlugin(plugin))],
  }),
};

export default config;
