import type { Email, EmailsResponse } from '@/lib/api/schemas/email';
import { ABSENT_ID, notFound, type Flow } from './support';

/** Email: the lists and one mail read; a draft of the check's own starred, labelled, saved again and sent. */
export const emailFlow: Flow = {
  domains: ['email'],
  async run(t, { stamp }) {
    const inbox = await t.check<EmailsResponse>('GET /apps/email/emails', {
      valid: { query: { q: '', folder: 'inbox' } },
    });
    const mail = inbox?.emails[0];
    const one = { 'a mail from GET /apps/email/emails': mail };
    await t.check('GET /apps/email/get-email', {
      needs: one,
      valid: { query: { id: mail?.id ?? 0, folder: 'inbox' } },
      also: [notFound({ query: { id: ABSENT_ID } })],
    });
    await t.check('GET /apps/email/paginate-email', {
      needs: { 'two mails from GET /apps/email/emails': inbox?.emails[1] },
      valid: { query: { emailId: mail?.id ?? 0, dir: 'next', folder: 'inbox' } },
    });
    await t.check('GET /apps/email/contacts', { valid: { query: { q: 'a' } } });

    const compose = {
      to: [{ name: 'API Check', email: `api-check-${stamp}-mail@example.test` }],
      subject: `API check ${stamp}`,
      message: '<p>Hello</p>',
    };
    const draft = await t.check<{ email: Email }>('POST /apps/email/draft', { valid: { body: compose }, expect: 201 });
    const id = draft?.email.id;
    const own = { 'the draft the check saved': id };
    await t.check('POST /apps/email/draft', { needs: own, valid: { body: { ...compose, draftId: id } }, expect: 200 });
    await t.check('POST /apps/email/update-emails', {
      needs: own,
      valid: { body: { emailIds: [id], dataToUpdate: { isStarred: true } } },
      also: [notFound({ body: { emailIds: [ABSENT_ID], dataToUpdate: { isRead: true } } })],
    });
    await t.check('POST /apps/email/update-emails-label', {
      needs: own,
      valid: { body: { emailIds: [id], label: 'personal' } },
      also: [notFound({ body: { emailIds: [ABSENT_ID], label: 'personal' } })],
    });
    const sent = await t.check('POST /apps/email/send', { needs: own, valid: { body: { ...compose, draftId: id } } });
    if (sent) t.leftBehind.push(`the mail "API check ${stamp}" in sent (the contract has no way to delete a mail)`);
  },
};
