import { HttpResponse, type HttpResponseResolver } from 'msw';
import { formAccountBody } from '@/lib/api/schemas/forms';
import { errorResponse, parseBody } from '../http';
import { createFormAccount } from '../services/forms';

export const createAccountResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, formAccountBody);
  if (!body.ok) return body.response;
  const result = await createFormAccount(body.data);
  return result.ok
    ? HttpResponse.json({ account: result.account }, { status: 201 })
    : errorResponse(result.status, result.error);
};
