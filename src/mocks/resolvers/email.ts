import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  composeBody,
  emailContactsQuery,
  emailsQuery,
  sendEmailBody,
  getEmailQuery,
  paginateEmailQuery,
  updateEmailsBody,
  updateEmailsLabelBody,
} from '@/lib/api/schemas/email';
import { errorResponse, parseBody, parseQuery } from '../http';
import {
  addressBook,
  getEmail,
  listEmails,
  neighbourEmail,
  saveDraft,
  sendEmail,
  toggleLabel,
  updateEmails,
} from '../services/email';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, emailsQuery);
  return query.ok ? HttpResponse.json(await listEmails(query.data)) : query.response;
};

export const updateResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateEmailsBody);
  if (!body.ok) return body.response;
  const result = await updateEmails(body.data.emailIds, body.data.dataToUpdate);
  return result.ok ? HttpResponse.json({ emails: result.emails }) : errorResponse(404, result.error);
};

export const updateLabelResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateEmailsLabelBody);
  if (!body.ok) return body.response;
  const result = await toggleLabel(body.data.emailIds, body.data.label);
  return result.ok ? HttpResponse.json({ emails: result.emails }) : errorResponse(404, result.error);
};

export const getResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, getEmailQuery);
  if (!query.ok) return query.response;
  const { id, ...scope } = query.data;
  const result = await getEmail(id, scope);
  return result.ok ? HttpResponse.json(result.email) : errorResponse(404, result.error);
};

export const paginateResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, paginateEmailQuery);
  if (!query.ok) return query.response;
  const { emailId, dir, ...scope } = query.data;
  const result = await neighbourEmail(emailId, dir, scope);
  return result.ok ? HttpResponse.json(result.email) : errorResponse(404, result.error);
};

export const contactsResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, emailContactsQuery);
  return query.ok ? HttpResponse.json({ contacts: await addressBook(query.data.q) }) : query.response;
};

export const sendResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, sendEmailBody);
  if (!body.ok) return body.response;
  const result = await sendEmail(body.data);
  return result.ok ? HttpResponse.json({ email: result.email }, { status: 201 }) : errorResponse(404, result.error);
};

export const draftResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, composeBody);
  if (!body.ok) return body.response;
  const result = await saveDraft(body.data);
  if (!result.ok) return errorResponse(404, result.error);
  return HttpResponse.json({ email: result.email }, { status: result.created ? 201 : 200 });
};
