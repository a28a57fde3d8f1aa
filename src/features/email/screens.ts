import { defineScreens, readApp } from '@/lib/screens';

/**
 * The mailbox is one route for all its places (`/apps/email`, `/apps/email/:folder/:mailId?`,
 * `/apps/email/label/:label/:mailId?`), so moving between them keeps the page, and the mail being
 * written with it; the page reads the place from the parameters.
 */
export const emailScreens = defineScreens('email', [
  {
    path: '/apps/email/:first?/:second?/:third?',
    access: readApp,
    load: () => import('./pages/EmailPage').then((m) => m.EmailPage),
    landing: true,
    examples: [
      '/apps/email/inbox',
      '/apps/email',
      '/apps/email/sent',
      '/apps/email/inbox/2',
      '/apps/email/label/company',
      '/apps/email/archive',
    ],
    menu: { group: 'apps', order: 10, labelKey: 'nav.email', icon: 'Mail' },
  },
]);
