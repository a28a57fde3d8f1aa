import { defineScreens, readApp } from '@/lib/screens';

/**
 * The tasks are one route for all their places (`/apps/todo`, `/apps/todo/:filter`,
 * `/apps/todo/tag/:tag`), so moving between them keeps the page and an open task panel.
 */
export const todoScreens = defineScreens('todo', [
  {
    path: '/apps/todo/:first?/:second?',
    access: readApp,
    load: () => import('./pages/TodoPage').then((m) => m.TodoPage),
    landing: true,
    examples: ['/apps/todo', '/apps/todo/important', '/apps/todo/tag/high', '/apps/todo/archived'],
    menu: { group: 'apps', order: 30, labelKey: 'nav.todo', icon: 'ListTodo' },
  },
]);
