import { HttpResponse, type HttpResponseResolver } from 'msw';
import { apiKeyIdPath, createApiKeyBody } from '@/lib/api/schemas/apiKeys';
import { errorResponse, notFound, parseBody, parseParams } from '../http';
import { apiKeys, createApiKey } from '../services/apiKeys';

export const listResolver: HttpResponseResolver = async () => HttpResponse.json({ keys: await apiKeys.all() });

export const createResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, createApiKeyBody);
  if (!body.ok) return body.response;
  const result = await createApiKey(body.data);
  return result.ok ? HttpResponse.json(result.created, { status: 201 }) : errorResponse(409, result.error);
};

export const revokeResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, apiKeyIdPath);
  if (!path.ok) return path.response;
  return (await apiKeys.remove(path.data.id))
    ? HttpResponse.json({ id: path.data.id })
    : notFound(`API key ${path.data.id}`);
};
