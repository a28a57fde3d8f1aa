import { HttpResponse, type HttpResponseResolver } from 'msw';
import { forgotPasswordBody, loginBody, refreshBody, registerBody } from '@/lib/api/schemas/auth';
import { errorResponse, parseBody } from '../http';
import { login, refresh, register } from '../services/auth';

/** The auth domain's HTTP side: parse, call the service, respond. Loaded on the first auth call. */
export const loginResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, loginBody);
  if (!body.ok) return body.response;
  const result = await login(body.data);
  return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
};

export const registerResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, registerBody);
  if (!body.ok) return body.response;
  const result = await register(body.data);
  return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
};

export const refreshResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, refreshBody);
  // SPEC 8: any refresh that cannot be verified, a missing token included, is the same 401.
  if (!body.ok) return errorResponse(401, 'Invalid refresh token');
  const result = await refresh(body.data.refreshToken);
  return result.ok ? HttpResponse.json(result.value) : errorResponse(result.status, result.error);
};

/**
 * Answers the same for every well-formed email, so the form cannot be used to find out who has an
 * account. The demo sends nothing; a real backend would email a reset link.
 */
export const forgotPasswordResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, forgotPasswordBody);
  if (!body.ok) return body.response;
  return HttpResponse.json({
    message: `If an account exists for ${body.data.email}, a link to reset its password is on its way.`,
  });
};
