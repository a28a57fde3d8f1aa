import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of STYLE.md, one `no-restricted-imports` list per folder (a later list would replace it). */
const layers = {
  app: ['@/app/*', '**/app/**'],
  features: ['@/features/*', '**/features/**'],
  lib: ['@/lib/*', '**/lib/**'],
  mocks: ['@/mocks/*', '**/mocks/**'],
  ui: ['@/ui/*', '**/ui/**'],
};
/** Libraries screens reach through the ui kit only: toasts load react-toastify with the first one. */
const throughUi = [{ name: 'react-toastify', message: 'Raise toasts with `toast` from @/ui/toast/toast.' }];
const boundary = (files, forbidden, message, ignores = [], paths = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths, patterns: forbidden.map((layer) => ({ group: layers[layer], message })) },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      '__screenshots__',
      '**/*.json',
      '*.tmp.mjs',
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
  boundary(
    ['src/ui/**'],
    ['app', 'features', 'lib', 'mocks'],
    'src/ui is the design system: it imports nothing from the app.',
  ),
  boundary(
    ['src/lib/**'],
    ['app', 'features', 'mocks'],
    'src/lib is shared code: no app, feature or demo-server imports.',
  ),
  // A feature imports itself by relative path, never another feature, the app or the demo server.
  boundary(
    ['src/features/**'],
    ['app', 'features', 'mocks'],
    'A feature imports itself, src/ui and src/lib only.',
    [],
    throughUi,
  ),
  // A feature's stories also bring the demo server's handlers and data (a scenario, a seeded volume).
  boundary(
    ['src/features/**/*.stories.tsx'],
    ['app', 'features'],
    'A story imports its feature, src/ui, src/lib and src/mocks.',
    [],
    throughUi,
  ),
  // start.tsx alone starts the demo server.
  boundary(
    ['src/app/**'],
    ['mocks'],
    'UI code never imports the demo server; share types through src/lib/api.',
    ['src/app/start.tsx'],
    throughUi,
  ),
  boundary(
    ['src/mocks/**'],
    ['app', 'features', 'ui'],
    'The demo server imports no UI code; share types through src/lib/api.',
  ),
  {
    // Tests may reach the demo server to run the client against it.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', '*.config.*', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
