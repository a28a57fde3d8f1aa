import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/ARCHITECTURE.md, Layers), checked on resolved paths: an alias (`@/…`) and a
 * relative path (`../../…`) to the same file are the same import. Layers, bottom up: ui, lib,
 * features, app; the demo server (mocks) stands apart. The workbench (stories, tests, .storybook,
 * src/stories) may import everything.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  {
    target: './src/ui',
    from: ['./src/lib', './src/features', './src/app', './src/mocks'],
    message: 'src/ui is the design system: it imports libraries only.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/mocks'],
    message: 'src/lib is shared code: it imports libraries and src/ui only.',
  },
  // The contract is shared with the demo server, which must not load UI code: the contract and the
  // session and ability modules it reads stay free of src/ui.
  {
    target: ['./src/lib/api', './src/lib/auth/session.ts', './src/lib/auth/ability.ts'],
    from: './src/ui',
    message: 'The demo server loads this module through src/lib/api: keep UI code out of it.',
  },
  // A feature imports itself, src/ui and src/lib: never another feature, the app or the demo server.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports itself, src/ui and src/lib only: share code through src/lib or src/ui.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/mocks'],
    message: 'A feature imports itself, src/ui and src/lib only.',
  },
  {
    target: './src/app',
    from: './src/mocks',
    message: 'UI code never imports the demo server (only start.tsx starts it); share types through src/lib/api.',
  },
  {
    target: './src/mocks',
    from: ['./src/ui', './src/features', './src/app'],
    message: 'The demo server imports no UI code; it shares the contract through src/lib/api.',
  },
  {
    target: './src/mocks',
    from: './src/lib',
    except: ['./api'],
    message: 'The demo server shares src/lib/api (the contract) with the app, and nothing else of src/lib.',
  },
  // The workbench sees everything (the demo server included), so nothing outside it may import it.
  {
    target: ['./src/ui', './src/lib', './src/features', './src/app', './src/mocks'],
    from: [
      './src/stories/**',
      './src/test/**',
      './.storybook/**',
      './src/**/*.stories.tsx',
      './src/**/*.test.{ts,tsx}',
    ],
    message: 'Stories, tests and their helpers are the workbench: the app and the demo server never import them.',
  },
];
/** import-x reads TypeScript files (for its cycle check) and resolves the `@/` alias as tsc does. */
const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver': undefined,
  'import-x/resolver-next': [createTypeScriptImportResolver()],
};
/**
 * No import cycles among our own files. A package never imports our code back, so the check need not
 * read node_modules (ignoreExternal): that took two thirds of its time, and the whole lint a third longer.
 */
const noCycle = ['error', { ignoreExternal: true }];
/** Libraries screens reach through the ui kit only: toasts load react-toastify with the first one. */
const throughUi = { name: 'react-toastify', message: 'Raise toasts with `toast` from @/ui/toast/toast.' };
const deferredQuery = {
  name: '@tanstack/react-query',
  importNames: ['useQuery'],
  message: 'Use `useQuery` from @/lib/query/useQuery: its results render as a transition (see the file).',
};
const workbench = [
  '**/*.stories.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  'src/stories/**',
  'src/test/**',
  '.storybook/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      '.storybook/public/mockServiceWorker.js',
      '__screenshots__',
      '**/*.json',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...workbench, 'src/app/start.tsx'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': noCycle,
      'no-restricted-imports': ['error', { paths: [throughUi, deferredQuery] }],
    },
  },
  {
    // One thing per file (docs/ARCHITECTURE.md, Files): a module past 250 lines holds two, split it.
    // Stories and tests are read one case at a time, and may run longer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: workbench,
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A story names what it imports by its `@/` path: its docs page's "Show code" is built from the
    // story file's own import lines (.storybook/snippets.ts), and a copied story keeps them.
    files: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'Import by the `@/` path: snippets and copies keep it.' }] },
      ],
    },
  },
  {
    // The ui kit mounts react-toastify's area itself, with the first toast; the one useQuery wraps TanStack's.
    files: ['src/ui/toast/**', 'src/lib/query/useQuery.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // start.tsx starts the demo server: it may import src/mocks, and is checked for cycles too.
    files: ['src/app/start.tsx'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': noCycle },
  },
  {
    files: ['scripts/**', '*.config.*', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
