import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { apiKeysPaths } from '@/lib/api/paths/apiKeys';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { ApiKeysResponse, CreateApiKeyBody, CreatedApiKey } from '@/lib/api/schemas/apiKeys';

// The domain's name first, as every query key (docs/demo-api.md, API keys).
const apiKeysKey = ['apiKeys'] as const;

/** The account's keys, newest first: names, access levels, dates and last four characters, never a secret. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => api.get<ApiKeysResponse>(apiKeysPaths.list, { signal }),
    select: (data) => data.keys,
  });
export const useApiKeys = () => useQuery(apiKeysQuery());

function useKeysMutation<V, R>(request: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** Answers the key and its secret: the one time the secret is seen. */
export const useCreateApiKey = () =>
  useKeysMutation((body: CreateApiKeyBody) => api.post<CreatedApiKey>(apiKeysPaths.list, body));

export const useRevokeApiKey = () =>
  useKeysMutation((id: number) => api.delete<{ id: number }>(pathTo(apiKeysPaths.key, { id })));
