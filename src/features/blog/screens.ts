import { defineScreens, readPage } from '@/lib/screens';

/** The blog: its posts, one post with its comments (no id: the newest), and the editor (its managers only). */
export const blogScreens = defineScreens('blog', [
  {
    path: '/pages/blog/list',
    access: readPage,
    load: () => import('./pages/BlogListPage').then((m) => m.BlogListPage),
    landing: true,
    menu: { group: 'pages', order: 60, labelKey: 'nav.blog', icon: 'Newspaper' },
  },
  {
    path: '/pages/blog/detail/:id?',
    access: readPage,
    load: () => import('./pages/BlogDetailPage').then((m) => m.BlogDetailPage),
    examples: ['/pages/blog/detail', '/pages/blog/detail/2', '/pages/blog/detail/999'],
  },
  {
    path: '/pages/blog/edit/:id?',
    access: { action: 'manage', subject: 'Page' },
    load: () => import('./pages/BlogEditPage').then((m) => m.BlogEditPage),
    examples: ['/pages/blog/edit', '/pages/blog/edit/2'],
  },
]);
