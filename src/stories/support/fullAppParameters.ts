import { pageParameters } from '@/ui/story/chromatic';

/**
 * Every full-app story file's parameters: the whole window, the app's own routes (FullApp routes
 * itself), the admin signed in, a page's Chromatic settings. Each file still writes its
 * `docs.source.code`, which the snippets (.storybook/snippets.ts) read from the file itself. A module
 * of its own, without the DOM: `npm run api:check` reads the story files' parameters in Node.
 */
export const fullAppParameters = { layout: 'fullscreen', route: false, session: 'admin', ...pageParameters } as const;
