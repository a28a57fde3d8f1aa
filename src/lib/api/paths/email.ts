/**
 * The mailbox: listing, one email, moving and labelling, paging between emails; beyond the original
 * brief, the address book, sending and drafts.
 * What each one takes and answers: docs/demo-api.md, Email.
 */
export const emailPaths = {
  list: '/apps/email/emails',
  update: '/apps/email/update-emails',
  updateLabel: '/apps/email/update-emails-label',
  get: '/apps/email/get-email',
  paginate: '/apps/email/paginate-email',
  contacts: '/apps/email/contacts',
  send: '/apps/email/send',
  draft: '/apps/email/draft',
} as const;
