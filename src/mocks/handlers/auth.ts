import { http, HttpResponse } from 'msw';
import { loginBody, refreshBody, registerBody } from '@/lib/api/schemas/auth';
import { errorResponse, parseBody } from '../http';
import { login, refresh, register } from '../services/auth';

export const authHandlers = [
  http.post('*/jwt/login', async ({ request }) => {
    const body = await parseBody(request, loginBody);
    if (!body.ok) return body.response;
    const result = await login(body.data);
    return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
  }),

  http.post('*/jwt/register', async ({ request }) => {
    const body = await parseBody(request, registerBody);
    if (!body.ok) return body.response;
    const result = await register(body.data);
    return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
  }),

  http.post('*/jwt/refresh-token', async ({ request }) => {
    const body = await parseBody(request, refreshBody);
    if (!body.ok) return errorResponse(401, 'Invalid refresh token');
    const result = await refresh(body.data.refreshToken);
    return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
  }),
];
