import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import {
  forgotPasswordBody,
  loginBody,
  refreshBody,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  twoStepsVerifyBody,
} from '@/lib/api/schemas/auth';
import { errorResponse, parseBody } from '../http';
import {
  login,
  refresh,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sendTwoStepsCode,
  verifyTwoStepsCode,
  type Result,
} from '../services/auth';

/** A service's result as the HTTP answer: the value, or its status and error. */
const respond = (result: Result<unknown>) =>
  result.ok ? HttpResponse.json(result.value as JsonBodyType) : errorResponse(result.status, result.error);

/** The auth domain's HTTP side: parse, call the service, respond. Loaded on the first auth call. */
export const loginResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, loginBody);
  if (!body.ok) return body.response;
  const result = await login(body.data);
  return respond(result);
};

export const registerResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, registerBody);
  if (!body.ok) return body.response;
  const result = await register(body.data);
  return respond(result);
};

export const refreshResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, refreshBody);
  // Any refresh that cannot be verified, a missing token included, is the same 401.
  if (!body.ok) return errorResponse(401, 'Invalid refresh token');
  const result = await refresh(body.data.refreshToken);
  return respond(result);
};

/**
 * Bearer tokens are dropped by the client and simply expire; a cookie session's server clears its
 * cookies on this answer (src/server/cookieSession.ts). Public: signing out always succeeds.
 */
export const logoutResolver: HttpResponseResolver = () => HttpResponse.json({ message: 'Signed out' });

/**
 * Answers the same for every well-formed email, so the form cannot be used to find out who has an
 * account. The demo sends nothing: the token a real backend would email comes back in `demo`.
 */
export const forgotPasswordResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, forgotPasswordBody);
  if (!body.ok) return body.response;
  return HttpResponse.json(await requestPasswordReset(body.data.email));
};

export const resetPasswordResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, resetPasswordBody);
  if (!body.ok) return body.response;
  const result = await resetPassword(body.data);
  return respond(result);
};

export const resendVerificationResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, resendVerificationBody);
  if (!body.ok) return body.response;
  return HttpResponse.json(resendVerification(body.data.email));
};

export const sendTwoStepsResolver: HttpResponseResolver = async () => HttpResponse.json(await sendTwoStepsCode());

export const verifyTwoStepsResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, twoStepsVerifyBody);
  if (!body.ok) return body.response;
  const result = await verifyTwoStepsCode(body.data);
  return respond(result);
};
