import { describe, expect, it } from 'vitest';
import type { Email, EmailContactsResponse, EmailDetail, EmailsResponse } from '@/lib/api/schemas/email';
import { call, get, post, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/emails.json';

withDemoServer();

const mails = seed as Email[];
const list = (query: Record<string, string> = {}) => get<EmailsResponse>('/apps/email/emails', query);
const ids = (rows: { id: number }[]) => rows.map((m) => m.id);
const newestFirst = (rows: Email[]) => [...rows].sort((a, b) => b.time.localeCompare(a.time)).map((m) => m.id);

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with unread and draft counts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(ids(body.emails)).toEqual(newestFirst(mails.filter((m) => m.folder === 'inbox')));
    expect(body.emailsMeta).toEqual({
      inbox: mails.filter((m) => m.folder === 'inbox' && !m.isRead).length,
      spam: mails.filter((m) => m.folder === 'spam' && !m.isRead).length,
      draft: mails.filter((m) => m.folder === 'draft').length,
    });
  });

  it.each(['sent', 'draft', 'spam', 'trash'] as const)('lists the %s folder', async (folder) => {
    const { body } = await list({ folder });
    expect(ids(body.emails)).toEqual(newestFirst(mails.filter((m) => m.folder === folder)));
    expect(body.emails.length).toBeGreaterThan(0);
  });

  it('starred shows starred mail outside the trash', async () => {
    const { body } = await list({ folder: 'starred' });
    expect(ids(body.emails)).toEqual(newestFirst(mails.filter((m) => m.isStarred && m.folder !== 'trash')));
  });

  it('a label lists its mails from every folder but the trash; with a folder, from that folder', async () => {
    const { body } = await list({ label: 'company' });
    expect(ids(body.emails)).toEqual(
      newestFirst(mails.filter((m) => m.labels.includes('company') && m.folder !== 'trash')),
    );
    const inbox = await list({ label: 'company', folder: 'inbox' });
    expect(ids(inbox.body.emails)).toEqual(
      newestFirst(mails.filter((m) => m.labels.includes('company') && m.folder === 'inbox')),
    );
  });

  it('q matches the subject only, in any case, within the folder', async () => {
    const subject = mails.find((m) => m.folder === 'inbox')!.subject;
    const { body } = await list({ q: subject.toUpperCase() });
    expect(body.emails.length).toBeGreaterThan(0);
    expect(body.emails.every((m) => m.subject === subject && m.folder === 'inbox')).toBe(true);
    expect((await list({ q: 'admin@demo.com' })).body.emails).toEqual([]);
  });

  it('rejects an unknown folder or label with 400', async () => {
    expect((await list({ folder: 'archive' })).status).toBe(400);
    expect((await list({ label: 'urgent' })).status).toBe(400);
  });
});

describe('POST /apps/email/update-emails', () => {
  it('merges the fields into every mail named, and the counts follow', async () => {
    const unread = mails.filter((m) => m.folder === 'inbox' && !m.isRead).map((m) => m.id);
    const { status, body } = await post<{ emails: Email[] }>('/apps/email/update-emails', {
      emailIds: unread,
      dataToUpdate: { isRead: true },
    });
    expect(status).toBe(200);
    expect(body.emails.every((m) => m.isRead)).toBe(true);
    expect((await list()).body.emailsMeta.inbox).toBe(0);
  });

  it('moves mail to the trash, where only the trash shows it', async () => {
    const id = mails.find((m) => m.folder === 'inbox' && m.isStarred)!.id;
    await post('/apps/email/update-emails', { emailIds: [id], dataToUpdate: { folder: 'trash' } });
    expect(ids((await list()).body.emails)).not.toContain(id);
    expect(ids((await list({ folder: 'starred' })).body.emails)).not.toContain(id);
    expect(ids((await list({ folder: 'trash' })).body.emails)).toContain(id);
  });

  it('stars and unstars', async () => {
    const id = mails.find((m) => m.folder === 'sent' && !m.isStarred)!.id;
    await post('/apps/email/update-emails', { emailIds: [id], dataToUpdate: { isStarred: true } });
    expect(ids((await list({ folder: 'starred' })).body.emails)).toContain(id);
  });

  it.each([
    [{ emailIds: [], dataToUpdate: { isRead: true } }, 400],
    [{ emailIds: [1], dataToUpdate: {} }, 400],
    [{ emailIds: [1], dataToUpdate: { subject: 'hacked' } }, 400],
    [{ emailIds: [1], dataToUpdate: { folder: 'starred' } }, 400],
    [{ emailIds: ['1'], dataToUpdate: { isRead: true } }, 400],
    [{ emailIds: [1, 999], dataToUpdate: { isRead: false } }, 404],
  ])('refuses %o with %i and changes nothing', async (body, code) => {
    const before = await list({ folder: 'inbox' });
    const response = await post<{ error: string }>('/apps/email/update-emails', body);
    expect(response.status).toBe(code);
    expect(response.body.error).toBeTruthy();
    expect(await list({ folder: 'inbox' })).toEqual(before);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles: added where missing, removed where present', async () => {
    const withLabel = mails.find((m) => m.labels.includes('private'))!;
    const without = mails.find((m) => !m.labels.includes('private'))!;
    const { status, body } = await post<{ emails: Email[] }>('/apps/email/update-emails-label', {
      emailIds: [withLabel.id, without.id],
      label: 'private',
    });
    expect(status).toBe(200);
    const byId = new Map(body.emails.map((m) => [m.id, m]));
    expect(byId.get(withLabel.id)!.labels).not.toContain('private');
    expect(byId.get(without.id)!.labels).toContain('private');
  });

  it('refuses an unknown label (400) or mail (404)', async () => {
    expect((await post('/apps/email/update-emails-label', { emailIds: [1], label: 'spam' })).status).toBe(400);
    expect((await post('/apps/email/update-emails-label', { emailIds: [404], label: 'private' })).status).toBe(404);
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  const inbox = newestFirst(mails.filter((m) => m.folder === 'inbox'));

  it('opens a mail with its neighbours flagged: none before the first, none after the last', async () => {
    const first = await get<EmailDetail>('/apps/email/get-email', { id: inbox[0]! });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: inbox[0], hasPreviousMail: false, hasNextMail: true });
    const last = await get<EmailDetail>('/apps/email/get-email', { id: inbox.at(-1)!, folder: 'inbox' });
    expect(last.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
  });

  it('pages to the next and previous mail in the same list; 404 past either end', async () => {
    const next = await get<EmailDetail>('/apps/email/paginate-email', { emailId: inbox[0]!, dir: 'next' });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ id: inbox[1], hasPreviousMail: true });
    const previous = await get<EmailDetail>('/apps/email/paginate-email', { emailId: inbox[1]!, dir: 'previous' });
    expect(previous.body.id).toBe(inbox[0]);
    expect((await get('/apps/email/paginate-email', { emailId: inbox[0]!, dir: 'previous' })).status).toBe(404);
    expect((await get('/apps/email/paginate-email', { emailId: inbox.at(-1)!, dir: 'next' })).status).toBe(404);
  });

  it('within a label the neighbours are the label list', async () => {
    const company = newestFirst(mails.filter((m) => m.labels.includes('company') && m.folder !== 'trash'));
    const next = await get<EmailDetail>('/apps/email/paginate-email', {
      emailId: company[0]!,
      dir: 'next',
      label: 'company',
    });
    expect(next.body.id).toBe(company[1]);
  });

  it('404 for an unknown mail; 400 for a bad direction or id', async () => {
    expect((await get('/apps/email/get-email', { id: 999 })).status).toBe(404);
    expect((await get('/apps/email/get-email', { id: 'x' })).status).toBe(400);
    expect((await get('/apps/email/paginate-email', { emailId: 999, dir: 'next' })).status).toBe(404);
    expect((await get('/apps/email/paginate-email', { emailId: 1, dir: 'up' })).status).toBe(400);
  });
});

describe('GET /apps/email/contacts (beyond the original brief)', () => {
  it('answers the people of the mailbox once each, by name, without its owner', async () => {
    const { status, body } = await get<EmailContactsResponse>('/apps/email/contacts');
    expect(status).toBe(200);
    const names = body.contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.contacts.length).toBe(8);
    expect(body.contacts.some((c) => c.email === 'admin@demo.com')).toBe(false);
    expect(new Set(body.contacts.map((c) => c.email)).size).toBe(body.contacts.length);
  });

  it('q matches the name or the address', async () => {
    const someone = mails.find((m) => m.folder === 'inbox')!.from;
    const byName = await get<EmailContactsResponse>('/apps/email/contacts', { q: someone.name.split(' ')[1]! });
    expect(byName.body.contacts.map((c) => c.email)).toContain(someone.email);
    const byAddress = await get<EmailContactsResponse>('/apps/email/contacts', { q: someone.email.toUpperCase() });
    expect(byAddress.body.contacts).toEqual([{ name: someone.name, email: someone.email, avatar: someone.avatar }]);
  });
});

describe('POST /apps/email/send and /apps/email/draft (beyond the original brief)', () => {
  const mail = {
    to: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    cc: ['grace@example.com'],
    subject: 'Engine notes',
    message: '<p>The notes are attached.</p>',
    attachments: [{ fileName: 'notes.pdf', size: 2048 }],
  };

  it('files a sent mail in sent, newest first, from the mailbox owner', async () => {
    const { status, body } = await post<{ email: Email }>('/apps/email/send', mail);
    expect(status).toBe(201);
    expect(body.email).toMatchObject({
      folder: 'sent',
      isRead: true,
      subject: 'Engine notes',
      from: { email: 'admin@demo.com' },
      cc: ['grace@example.com'],
      attachments: [{ fileName: 'notes.pdf', size: '2.0 KB', thumbnail: '/images/files/pdf.svg', url: '' }],
    });
    expect(body.email.id).toBe(Math.max(...mails.map((m) => m.id)) + 1);
    expect(ids((await list({ folder: 'sent' })).body.emails)[0]).toBe(body.email.id);
  });

  it('saves a draft without a recipient, updates it, and sending it moves it to sent', async () => {
    const drafts = () => list({ folder: 'draft' }).then((r) => r.body);
    const before = await drafts();
    const saved = await post<{ email: Email }>('/apps/email/draft', { subject: 'Half written' });
    expect(saved.status).toBe(201);
    expect((await drafts()).emailsMeta.draft).toBe(before.emailsMeta.draft + 1);
    const updated = await post<{ email: Email }>('/apps/email/draft', {
      subject: 'Nearly there',
      draftId: saved.body.email.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.email).toMatchObject({ id: saved.body.email.id, subject: 'Nearly there', folder: 'draft' });
    const sent = await post<{ email: Email }>('/apps/email/send', { ...mail, draftId: saved.body.email.id });
    expect(sent.body.email).toMatchObject({ id: saved.body.email.id, folder: 'sent' });
    expect((await drafts()).emailsMeta.draft).toBe(before.emailsMeta.draft);
  });

  it.each([
    [{ ...mail, to: [] }, 'to'],
    [{ ...mail, to: [{ name: 'Nobody', email: 'not-an-address' }] }, 'to.0.email'],
    [{ ...mail, cc: ['also wrong'] }, 'cc.0'],
    [{ ...mail, subject: 'x'.repeat(201) }, 'subject'],
    [{ ...mail, attachments: [{ fileName: 'huge.zip', size: 11 * 1024 * 1024 }] }, 'attachments.0.size'],
    [{ ...mail, attachments: Array(6).fill({ fileName: 'a.txt', size: 1 }) }, 'attachments'],
  ])('refuses %o with a 400 naming %s, and files nothing', async (body, path) => {
    const before = await list({ folder: 'sent' });
    const response = await post<{ issues: { path: string }[] }>('/apps/email/send', body);
    expect(response.status).toBe(400);
    expect(response.body.issues.map((i) => i.path)).toContain(path);
    expect(await list({ folder: 'sent' })).toEqual(before);
  });

  it('404 for a draft that is not one; the client may not send (403)', async () => {
    const inboxMail = mails.find((m) => m.folder === 'inbox')!.id;
    expect((await post('/apps/email/send', { ...mail, draftId: inboxMail })).status).toBe(404);
    expect((await post('/apps/email/draft', { draftId: 999 })).status).toBe(404);
    expect((await call('POST', '/apps/email/send', { body: mail, as: 'client' })).status).toBe(403);
    expect((await call('POST', '/apps/email/draft', { body: mail, as: null })).status).toBe(401);
  });
});
