import { emailPaths } from '../paths/email';
import * as email from '../schemas/email';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const emailEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: emailPaths.list,
    tag: 'Email',
    summary: 'A folder’s or label’s mails, newest first, with counts',
    query: email.emailsQuery,
    responses: { ...ok(email.emailsResponse), ...invalid },
  },
  {
    method: 'post',
    path: emailPaths.update,
    tag: 'Email',
    summary: 'Merge read, starred or folder into several mails',
    body: email.updateEmailsBody,
    responses: { ...ok(email.updateEmailsResponse), ...invalid, ...notFound('Email') },
  },
  {
    method: 'post',
    path: emailPaths.updateLabel,
    tag: 'Email',
    summary: 'Toggle a label on several mails',
    body: email.updateEmailsLabelBody,
    responses: { ...ok(email.updateEmailsResponse), ...invalid, ...notFound('Email') },
  },
  {
    method: 'get',
    path: emailPaths.get,
    tag: 'Email',
    summary: 'One mail, flagged with whether its list has one before and after it',
    query: email.getEmailQuery,
    responses: { ...ok(email.emailDetail), ...invalid, ...notFound('Email') },
  },
  {
    method: 'get',
    path: emailPaths.paginate,
    tag: 'Email',
    summary: 'The previous or next mail in the list',
    query: email.paginateEmailQuery,
    responses: { ...ok(email.emailDetail), ...invalid, ...notFound('Email, or a neighbour,') },
  },
];
