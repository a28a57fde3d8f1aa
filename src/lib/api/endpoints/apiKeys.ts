import { apiKeysPaths } from '../paths/apiKeys';
import * as apiKeys from '../schemas/apiKeys';
import { conflict, created, deleted, invalid, notFound, ok, type Endpoint } from './describe';

export const apiKeysEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: apiKeysPaths.list,
    tag: 'Pages',
    summary: 'The API keys, newest first',
    description: 'Beyond the original brief. A key is listed without its secret: only its last four characters.',
    responses: ok(apiKeys.apiKeysResponse),
  },
  {
    method: 'post',
    path: apiKeysPaths.list,
    tag: 'Pages',
    summary: 'Create an API key',
    description: `Beyond the original brief. A name (unique, ignoring case, at most ${apiKeys.API_KEY_NAME_MAX} characters) and an access level; answers the key and its secret, which no other answer holds. At most ${apiKeys.MAX_API_KEYS} keys at once.`,
    body: apiKeys.createApiKeyBody,
    responses: {
      ...created(apiKeys.createdApiKey),
      ...invalid,
      ...conflict(`The name is taken, or ${apiKeys.MAX_API_KEYS} keys exist already`),
    },
  },
  {
    method: 'delete',
    path: apiKeysPaths.key,
    tag: 'Pages',
    summary: 'Revoke an API key',
    description: 'Beyond the original brief. The key stops working at once and leaves the list.',
    params: apiKeys.apiKeyIdPath,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('API key') },
  },
];
