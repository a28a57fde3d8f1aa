import type { RouteObject } from 'react-router';
import { settingsTabs } from '@/features/account-settings/tabs';
import { routes } from './routes';

function collectPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const own = (route.path || route.index) && route.path !== '*' ? [here] : [];
    return [...own, ...collectPaths(route.children ?? [], route.path ? here : prefix)];
  });
}

/** Concrete paths for the routes that take a parameter. */
const examples: Record<string, string[]> = {
  '/pages/account-settings/:id': settingsTabs.map((tab) => `/pages/account-settings/${tab}`),
  '/apps/user/view/:id?': ['/apps/user/view', '/apps/user/view/2', '/apps/user/view/999'],
  '/apps/ecommerce/product-detail/:slug?': [
    '/apps/ecommerce/product-detail',
    '/apps/ecommerce/product-detail/no-such-product',
  ],
  '/apps/invoice/preview/:id?': ['/apps/invoice/preview', '/apps/invoice/preview/4987'],
  '/apps/invoice/edit/:id?': ['/apps/invoice/edit', '/apps/invoice/edit/4987'],
  '/apps/invoice/print/:id?': ['/apps/invoice/print/4987'],
  '/apps/email/:first?/:second?/:third?': [
    '/apps/email',
    '/apps/email/sent',
    '/apps/email/inbox/2',
    '/apps/email/label/company',
    '/apps/email/archive',
  ],
  '/apps/chat/:contactId?': ['/apps/chat', '/apps/chat/3', '/apps/chat/999'],
  '/pages/knowledge-base/:category': ['/pages/knowledge-base/api-questions', '/pages/knowledge-base/no-such-topic'],
  '/pages/knowledge-base/:category/:question': ['/pages/knowledge-base/api-questions/how-do-webhooks-work'],
  '/pages/blog/detail/:id?': ['/pages/blog/detail', '/pages/blog/detail/2', '/pages/blog/detail/999'],
  '/pages/blog/edit/:id?': ['/pages/blog/edit', '/pages/blog/edit/2'],
  '/apps/todo/:first?/:second?': ['/apps/todo', '/apps/todo/important', '/apps/todo/tag/high', '/apps/todo/archived'],
};

/** Every concrete path in the table, plus an unknown one, for the full-app story's route control. */
export const routePaths = [
  ...new Set(collectPaths(routes).flatMap((path) => examples[path] ?? [path])),
  '/an/unknown/path',
];
