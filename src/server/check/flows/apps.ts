import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import type { ChatsAndContactsResponse, ProfileUser } from '@/lib/api/schemas/chat';
import type { Email, EmailsResponse } from '@/lib/api/schemas/email';
import type { Task } from '@/lib/api/schemas/todo';
import { ABSENT_ID, byId, day, notFound, type Flow } from './support';

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

/** Chat: the threads and one read; a message sent; the profile saved as it was. */
export const chatFlow: Flow = {
  domains: ['chat'],
  async run(t, { stamp }) {
    const profile = await t.check<ProfileUser>('GET /apps/chat/users/profile-user', { valid: {} });
    const lists = await t.check<ChatsAndContactsResponse>('GET /apps/chat/chats-and-contacts', { valid: {} });
    const contact = lists?.chatsContacts[0]?.id ?? lists?.contacts[0]?.id;
    const one = { 'a contact from GET /apps/chat/chats-and-contacts': contact };
    await t.check('GET /apps/chat/get-chat', byId(one, contact));
    const message = `API check ${stamp}`;
    const sent = await t.check('POST /apps/chat/send-msg', {
      needs: one,
      valid: { body: { obj: { message, contact: { id: contact } } } },
      also: [notFound({ body: { obj: { message, contact: { id: ABSENT_ID } } } })],
    });
    if (sent) t.leftBehind.push(`the chat message "${message}" (the contract has no way to delete one)`);
    // Saved with the values it has: the profile is everyone's, so the check changes nothing of it.
    await t.check('POST /apps/chat/users/profile-user', {
      needs: { 'the profile of GET /apps/chat/users/profile-user': profile },
      valid: { body: { status: profile?.status, about: profile?.about } },
    });
  },
};

/** Todo: the list; a task of the check's own added, changed, moved and deleted. */
export const todoFlow: Flow = {
  domains: ['todo'],
  async run(t, { stamp }) {
    await t.check('GET /apps/todo/tasks', { valid: { query: { q: '', filter: 'important', sortBy: 'title-asc' } } });
    await t.check('GET /apps/todo/assignees', { valid: { query: { q: 'a' } } });
    const added = await t.check<{ task: Task }>('POST /apps/todo/add-tasks', {
      valid: { body: { task: { title: `API check ${stamp}`, dueDate: day(7), tags: ['team'] } } },
    });
    const id = added?.task.id;
    const own = { 'the task the check added': id };
    await t.check('POST /apps/todo/update-task', {
      needs: own,
      valid: { body: { task: { id, isImportant: true } } },
      also: [notFound({ body: { task: { id: ABSENT_ID, isImportant: true } } })],
    });
    await t.check('POST /apps/todo/reorder-task', {
      needs: own,
      valid: { body: { taskId: id, beforeId: null } },
      also: [notFound({ body: { taskId: ABSENT_ID, beforeId: null } })],
    });
    await t.check('DELETE /apps/todo/delete-task', byId(own, id, 'taskId'));
  },
};

/** Calendar: the events; an event of the check's own added, moved and removed. */
export const calendarFlow: Flow = {
  domains: ['calendar'],
  async run(t, { stamp }) {
    await t.check('GET /apps/calendar/events', { valid: { query: { calendars: 'Business,Holiday' } } });
    const added = await t.check<{ event: CalendarEvent }>('POST /apps/calendar/add-event', {
      valid: {
        body: {
          event: {
            title: `API check ${stamp}`,
            start: `${day(3)}T10:00`,
            end: `${day(3)}T11:00`,
            allDay: false,
            extendedProps: { calendar: 'Business', location: 'Online' },
          },
        },
      },
    });
    const id = added?.event.id;
    const own = { 'the event the check added': id };
    await t.check('POST /apps/calendar/update-event', {
      needs: own,
      valid: { body: { event: { id, title: `API check ${stamp} moved`, start: day(4), end: day(4), allDay: true } } },
      also: [notFound({ body: { event: { id: ABSENT_ID, title: 'Gone' } } })],
    });
    await t.check('DELETE /apps/calendar/remove-event', byId(own, id));
  },
};
