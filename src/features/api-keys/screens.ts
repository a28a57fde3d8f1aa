import { defineScreens, readPage } from '@/lib/screens';

export const apiKeyScreens = defineScreens('api-keys', [
  {
    path: '/pages/api-key',
    access: readPage,
    load: () => import('./pages/ApiKeysPage').then((m) => m.ApiKeysPage),
    menu: { group: 'pages', order: 70, labelKey: 'nav.apiKeys', icon: 'KeySquare' },
  },
]);
