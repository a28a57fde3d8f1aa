import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { Globals } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { useEffect, useState, type ReactNode } from 'react';
import { AppProviders } from '../src/app/providers';
import { RenderAll } from '../src/ui/deferred/Deferred';
import { initI18n, isLanguage, languages, loadNamespaces } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/queryClient';
import { loadAbilities } from '../src/lib/auth/loadAbilities';
import { clearSession, saveSession } from '../src/lib/auth/session';
import { handlers, resetDb } from '../src/mocks';
import { authUsersSeed } from '../src/mocks/data/authUsers';
import { signToken } from '../src/mocks/services/tokens';
import { directions, isDirection, isSkin, skins } from '../src/ui/theme/skins';
import { loadLazyModules } from '../src/ui/shared/lazyOverlay';
import { SkinMatrix } from './decorators/SkinMatrix';
import { StoryRouter, type RouteParameter } from './decorators/StoryRouter';
import { keepStoragePerWindow } from './windowStorage';
import { recordDemoServerCalls } from './demoServerCalls';
import { DocsPage } from './DocsPage';
import { chromatic } from '../src/ui/story/chromatic';
import { CanvasInItsFrame } from './ownFrame';

keepStoragePerWindow();

// findBy* and waitFor wait up to 10 s (1 s by default): on a 2-core CI machine, with two browsers
// running stories side by side, the first story to open a lazy route can wait 8 s for its chunk
// from a cold dev server.
// Text inside an inert subtree (a loading card's skeleton, drawn from placeholder values) cannot be
// read by anyone, so *ByText never finds it: a story waits for the real data.
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, [inert], [inert] *' });

/**
 * Stories on screen now, by id. Storybook runs a story's loaders again when a toolbar setting (skin,
 * direction, language) or an arg changes, and then renders the story in place: a story still on
 * screen keeps its data, its session and what it stored, and only the change itself is applied.
 * Opening a story, or remounting it, starts it fresh.
 */
const onScreen = new Map<string, number>();

function useOnScreen(id: string) {
  useEffect(() => {
    onScreen.set(id, (onScreen.get(id) ?? 0) + 1);
    return () => {
      const count = (onScreen.get(id) ?? 1) - 1;
      if (count > 0) onScreen.set(id, count);
      else onScreen.delete(id);
    };
  }, [id]);
}

/** Each story starts from freshly seeded demo data: one story's mutations never reach another. */
const freshDb: Loader = ({ id }) => {
  if (!onScreen.has(id)) resetDb();
  return {};
};

type SessionParameter = 'admin' | 'client' | null | undefined;

/**
 * `parameters.session`: who the story is signed in as. Absent, the admin; 'client' the client;
 * null signed out. The tokens are real ones from the demo server's own signer, so stories pass its
 * token and ability checks as the app does.
 */
const session: Loader = async ({ id, parameters }) => {
  if (onScreen.has(id)) return {};
  // Nothing a previous story stored (a collapsed menu, a language, a session) leaks into this one.
  localStorage.clear();
  clearSession();
  const role = parameters.session === undefined ? 'admin' : (parameters.session as SessionParameter);
  const stored = authUsersSeed.find((user) => user.role === role);
  if (stored) {
    const { password: _password, ...userData } = stored;
    const [accessToken, refreshToken] = await Promise.all([
      signToken(stored.id, 'access'),
      signToken(stored.id, 'refresh'),
    ]);
    saveSession(userData, { accessToken, refreshToken });
    // The abilities' code, which the app loads with the first signed-in user: in before the story draws.
    await loadAbilities();
  }
  return {};
};

/**
 * Every namespace, as the English files name them (the glob's keys; its modules are never imported).
 * A story renders with all its words loaded, whatever it names: none suspends midway.
 */
const namespaces = Object.keys(import.meta.glob('../public/locales/en/*.json')).map((file) =>
  file.replace(/^.*\/|\.json$/g, ''),
);

const translations: Loader = async ({ globals }) => {
  const i18n = await initI18n();
  // The language switch reloads the namespaces already loaded, in the new language.
  await i18n.changeLanguage(isLanguage(globals.locale) ? globals.locale : 'en');
  await loadNamespaces(namespaces);
  return {};
};

/** A docs page is the workbench's own page: nothing a story opened before it leaves it dark or RTL. */
const plainDocsPage: Loader = ({ viewMode }) => {
  if (viewMode === 'docs') {
    document.documentElement.removeAttribute('dir');
    delete document.documentElement.dataset.skin;
  }
  return {};
};

/** msw in the preview's page: unknown requests (fonts, locales, images) go to the network. */
const demoServer = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  // msw's worker behind ours: module and file requests (the dev server serves hundreds) skip msw.
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/storybookServiceWorker.js' },
  });
  recordDemoServerCalls(worker);
  return worker;
});

/** The overlays' code, which the app fetches on first use: a story draws them at once. */
const overlays = () => loadLazyModules();

type ProvidersProps = {
  children: ReactNode;
  id: string;
  globals: Globals;
  route?: RouteParameter | false;
  inDocs: boolean;
};

function StoryProviders({ children, id, globals, route, inDocs }: ProvidersProps) {
  useOnScreen(id);
  // A fresh QueryClient per story, so no cached data leaks between stories.
  const [queryClient] = useState(() => createQueryClient({ test: true }));
  const skin = isSkin(globals.skin) ? globals.skin : 'light';
  const direction = isDirection(globals.direction) ? globals.direction : 'ltr';
  return (
    // Whole pages at once, below the fold too: pictures and tests look at all of it.
    <RenderAll>
      {/* On a docs page several stories share the page: each themes its own box (a dark or RTL
          story would otherwise turn the whole page dark or right-to-left). */}
      <AppProviders
        queryClient={queryClient}
        skin={skin}
        direction={direction}
        themeScope={inDocs ? 'element' : 'document'}
      >
        {/* `route: false`: the story brings its own router (the full app). */}
        {route === false ? children : <StoryRouter route={route}>{children}</StoryRouter>}
      </AppProviders>
    </RenderAll>
  );
}

const withProviders: Decorator = (Story, { id, globals, parameters, viewMode }) => (
  <StoryProviders
    id={id}
    globals={globals}
    route={parameters.route as ProvidersProps['route']}
    inDocs={viewMode === 'docs'}
  >
    {parameters.skinMatrix ? <SkinMatrix render={() => <Story />} /> : <Story />}
  </StoryProviders>
);

const workbench = {
  name: 'Storybook at 1366×768',
  styles: { width: '1066px', height: '430px' },
  type: 'desktop',
} as const;

const preview: Preview = {
  globalTypes: {
    skin: {
      description: 'Skin',
      toolbar: { title: 'Skin', icon: 'paintbrush', items: [...skins], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: [...directions], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...languages], dynamicTitle: true },
    },
  },
  initialGlobals: {
    skin: 'light',
    direction: 'ltr',
    locale: 'en',
    // Under Vitest, a story without a viewport of its own runs in the canvas a designer gets from
    // Storybook in a 1366×768 window (the sidebar and the addon panel take the rest): the tests see
    // what the designer sees. In Storybook itself the canvas follows the window.
    ...(import.meta.env.MODE === 'test' && { viewport: { value: 'workbench', isRotated: false } }),
  },
  loaders: [freshDb, session, translations, demoServer, overlays, plainDocsPage],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    msw: { handlers },
    // Under Vitest only violations are worked out in full (the addon's panel shows passes too).
    a11y: { test: 'error', ...(import.meta.env.MODE === 'test' && { options: { resultTypes: ['violations'] } }) },
    // The docs page: Storybook's blocks, and for a screen what it needs in a product. Snippets start
    // with their import lines.
    docs: { page: DocsPage, source: { language: 'tsx' }, components: { Canvas: CanvasInItsFrame } },
    backgrounds: { disable: true },
    // What Chromatic captures, and in which looks: src/ui/story/chromatic.ts.
    chromatic,
    // Storybook's own sizes, and a 390 px phone (recent iPhones), a common width that Storybook's
    // 320 and 414 px phones leave out: `globals: { viewport: { value: 'iphone12', isRotated: false } }`.
    // `workbench` is Storybook's canvas in a 1366×768 window: the stories' default under Vitest.
    viewport: { options: { ...MINIMAL_VIEWPORTS, iphone12: INITIAL_VIEWPORTS.iphone12, workbench } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // The app's menu, group for group and in its order (src/app/navigation.ts; src/stories/sidebar.test.ts
      // holds the two together), then what only the workbench has: the kit, the shell's parts, the app.
      // Storybook reads this from the file as it stands, so it is written out, not derived.
      storySort: {
        order: [
          'Introduction',
          'Demo server',
          'Dashboards',
          ['E-commerce', 'Analytics'],
          'Apps & pages',
          [
            'Email',
            ['Mailbox', 'Compose', 'Folders', 'List', 'Reading pane'],
            'Chat',
            ['Page', 'Sidebar', 'Thread', 'Profile panel'],
            'Todo',
            ['Page', 'Task panel'],
            'Calendar',
            ['Page', 'Sidebar', 'Event panel'],
            'E-commerce',
            ['Shop', 'Product details', 'Wishlist', 'Checkout'],
            'Invoice',
            ['List', 'Preview', 'Edit', 'Add', 'Print'],
            'Users',
            ['List', 'View'],
            'Roles',
            'Permissions',
            'Access control',
          ],
          'Pages',
          [
            'Profile',
            'Account settings',
            'Pricing',
            'FAQ',
            'Knowledge base',
            ['Home', 'Category', 'Question'],
            'Blog',
            ['List', 'Detail', 'Edit'],
            'API keys',
            'Modal examples',
            [
              'Page',
              'Share project',
              'Add new card',
              'Upgrade plan',
              'Edit user',
              'Enable two-factor',
              'Refer and earn',
              'Create app',
            ],
            'License',
            'Sign in',
            'Sign up',
            'Forgot password',
            'Reset password',
            'Verify email',
            'Two steps',
          ],
          'Misc',
          ['Coming soon', 'Not authorized', 'Maintenance', 'Error'],
          'UI elements',
          [
            'Typography',
            'Colors',
            'Icons',
            'Components',
            [
              'Accordion',
              'Alerts',
              'Auto complete',
              'Avatar',
              'Badges',
              'Block UI',
              'Breadcrumbs',
              'Buttons',
              'Carousel',
              'Collapse',
              'Divider',
              'Dropdowns',
              'List group',
              'Modals',
              'Navs',
              'Offcanvas',
              'Pagination',
              'Pill badges',
              'Pills',
              'Popovers',
              'Progress',
              'Spinners',
              'Tabs',
              'Timeline',
              'Toasts',
              'Tooltips',
            ],
            'Extensions',
            [
              'Sweet alert',
              'Toastr',
              'Slider',
              'Drag and drop',
              'Tour',
              'Clipboard',
              'React player',
              'Context menu',
              'Swiper',
              'Ratings',
              'I18n',
              'Pagination',
              'Import',
              'Export',
              'Export selected',
            ],
            'Cards',
            // The menu's card pages; under each, its page, then its cards in the order it shows them.
            [
              'Basic',
              'Advanced',
              [
                'Page',
                'Greeting',
                'Medal',
                'Meetup',
                'Transactions',
                'App design',
                'Timeline',
                'Company table',
                'Recent invoices',
              ],
              'Statistics',
              ['Page', 'Statistics', 'Sparkline', 'Chart figure'],
              'Analytics',
              [
                'Page',
                'Support tracker',
                'Average sessions',
                'Revenue report',
                'Goal overview',
                'Product orders',
                'Sessions by device',
                'Customers',
                'Revenue',
                'Earnings',
                'Sales radar',
                'Browser states',
              ],
              'Actions',
            ],
            'Page layouts',
          ],
          'Forms',
          [
            'Form elements',
            [
              'Input',
              'Input group',
              'Input mask',
              'Textarea',
              'Checkbox',
              'Radio',
              'Switch',
              'Select',
              'Number input',
              'File uploader',
              'Editor',
              'Pickers',
            ],
            'Form layout',
            'Form wizard',
            'Form validation',
            'Form repeater',
          ],
          'Tables',
          ['Table styles', 'Data tables', ['Basic', 'Advanced']],
          'Charts',
          ['ApexCharts', 'Chart.js', 'Recharts'],
          'UI',
          'Layouts',
          'App',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
