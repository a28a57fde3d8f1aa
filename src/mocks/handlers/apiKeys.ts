import { apiKeysPaths } from '@/lib/api/paths/apiKeys';
import { defineDomain, del, get, post } from '../router/domain';

/** API keys (beyond the original brief): listed by readers of pages, created and revoked by their managers. */
export const apiKeysHandlers = defineDomain(
  'apiKeys',
  () => import('../resolvers/apiKeys'),
  ['Page'],
  [
    get(apiKeysPaths.list, 'listResolver'),
    post(apiKeysPaths.list, 'createResolver'),
    del(apiKeysPaths.key, 'revokeResolver'),
  ],
);
