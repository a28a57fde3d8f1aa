import { emailPaths } from '../paths/email';
import * as email from '../schemas/email';
import { created, ok, invalid, notFound, type Endpoint } from './describe';

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
  {
    method: 'get',
    path: emailPaths.contacts,
    tag: 'Email',
    summary: 'The address book: people the mailbox has written to or heard from',
    description:
      'Beyond the original brief. At most eight, by name; `q` matches the name or the address. The compose dialog suggests recipients from it.',
    query: email.emailContactsQuery,
    responses: { ...ok(email.emailContactsResponse), ...invalid },
  },
  {
    method: 'post',
    path: emailPaths.send,
    tag: 'Email',
    summary: 'Send a mail; it is filed in sent',
    description:
      'Beyond the original brief. Nothing leaves the demo server. Needs a recipient; with `draftId`, the draft becomes the sent mail. Attachments keep their name and size only.',
    body: email.sendEmailBody,
    responses: { ...created(email.emailResponse), ...invalid, ...notFound('Draft') },
  },
  {
    method: 'post',
    path: emailPaths.draft,
    tag: 'Email',
    summary: 'Save a draft; with `draftId`, update it',
    description: 'Beyond the original brief. A draft needs no recipient. 201 for a new draft, 200 for an updated one.',
    body: email.composeBody,
    responses: { ...created(email.emailResponse), ...ok(email.emailResponse), ...invalid, ...notFound('Draft') },
  },
];
