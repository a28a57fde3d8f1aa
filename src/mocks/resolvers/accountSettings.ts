import { HttpResponse, type HttpResponseResolver } from 'msw';
import { accountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { answerWith, parseBody } from '../http';
import { accountSettings, updateAccountSettings } from '../services/accountSettings';

export const accountSettingsResolver = answerWith(accountSettings);

export const updateAccountSettingsResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, accountSettingsUpdate);
  if (!body.ok) return body.response;
  return HttpResponse.json(await updateAccountSettings(body.data));
};
