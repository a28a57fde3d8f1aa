import { describe, expect, it } from 'vitest';
import type { Email, EmailDetail, EmailsResponse } from '@/lib/api/schemas/email';
import { get, post, withDemoServer } from '@/test/demoServer';
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
