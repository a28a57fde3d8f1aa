import type * as z from '@/lib/api/zod';
import type {
  composeBody,
  Email,
  EmailContact,
  EmailDetail,
  EmailLabel,
  EmailsResponse,
  emailsQuery,
  EmailView,
  UpdateEmailsBody,
} from '@/lib/api/schemas/email';
import { demoNow } from '../clock';
import { defineTable } from '../db';
import { matchesQuery } from './list';

export const emails = defineTable<Email>(() => import('../data/seed/emails.json').then((m) => m.default as Email[]));

type Scope = z.output<typeof emailsQuery>;

const inView = (mail: Email, view: EmailView) =>
  view === 'trash'
    ? mail.folder === 'trash'
    : view === 'starred'
      ? mail.isStarred && mail.folder !== 'trash'
      : mail.folder === view;

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id;

/** A folder's mails (trash only in trash), or a label's outside the trash; q matches the subject. */
function inScope(all: readonly Email[], scope: Scope, fallback: EmailView): Email[] {
  const view = scope.folder ?? (scope.label ? undefined : fallback);
  return all
    .filter(
      (mail) =>
        (view ? inView(mail, view) : mail.folder !== 'trash') &&
        (!scope.label || mail.labels.includes(scope.label)) &&
        matchesQuery(scope.q, [mail.subject]),
    )
    .sort(newestFirst);
}

export async function listEmails(scope: Scope): Promise<EmailsResponse> {
  const all = await emails.all();
  const count = (test: (mail: Email) => boolean) => all.filter(test).length;
  return {
    emails: inScope(all, scope, 'inbox'),
    emailsMeta: {
      inbox: count((m) => m.folder === 'inbox' && !m.isRead),
      spam: count((m) => m.folder === 'spam' && !m.isRead),
      draft: count((m) => m.folder === 'draft'),
    },
  };
}

type Found = { ok: true; email: EmailDetail } | { ok: false; error: string };

/** A mail and whether the list it is shown in has one before and after it. */
function detail(list: readonly Email[], index: number): EmailDetail {
  return { ...list[index]!, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 };
}

/** The mail with this id, the list it is shown in, and where it stands there (-1: not in it). */
async function placeOf(id: number, scope: Scope) {
  const all = await emails.all();
  const mail = all.find((m) => m.id === id);
  if (!mail) return undefined;
  const list = inScope(all, scope, mail.folder);
  return { mail, list, index: list.indexOf(mail) };
}

export async function getEmail(id: number, scope: Scope): Promise<Found> {
  const place = await placeOf(id, scope);
  if (!place) return { ok: false, error: `Email ${id} not found` };
  const { mail, list, index } = place;
  // Outside the requested list (a search that no longer matches it, say), it still opens, alone.
  return {
    ok: true,
    email: index === -1 ? { ...mail, hasPreviousMail: false, hasNextMail: false } : detail(list, index),
  };
}

/** The neighbour in the list the mail is shown in; none before the first or after the last. */
export async function neighbourEmail(id: number, dir: 'previous' | 'next', scope: Scope): Promise<Found> {
  const place = await placeOf(id, scope);
  if (!place) return { ok: false, error: `Email ${id} not found` };
  const { list, index } = place;
  if (index === -1) return { ok: false, error: `Email ${id} is not in this list` };
  const target = dir === 'next' ? index + 1 : index - 1;
  if (target < 0 || target >= list.length) return { ok: false, error: `There is no ${dir} email` };
  return { ok: true, email: detail(list, target) };
}

type Updated = { ok: true; emails: Email[] } | { ok: false; error: string };

/** Every id must exist; otherwise nothing changes. Answers the changed mails. */
async function withEmails(ids: number[], change: (mail: Email) => Partial<Email>): Promise<Updated> {
  const all = await emails.all();
  const missing = ids.filter((id) => !all.some((m) => m.id === id));
  if (missing.length > 0) return { ok: false, error: `Email ${missing.join(', ')} not found` };
  const changed: Email[] = [];
  for (const id of new Set(ids)) {
    const mail = (await emails.find(id))!;
    changed.push((await emails.update(id, change(mail)))!);
  }
  return { ok: true, emails: changed };
}

/** The fields are merged into each mail (read, starred, folder). */
export const updateEmails = (ids: number[], data: UpdateEmailsBody['dataToUpdate']) => withEmails(ids, () => data);

/** The label is added where it is missing and removed where it is present. */
export const toggleLabel = (ids: number[], label: EmailLabel) =>
  withEmails(ids, (mail) => ({
    labels: mail.labels.includes(label) ? mail.labels.filter((l) => l !== label) : [...mail.labels, label],
  }));

// Beyond the original brief: the address book, sending and drafts.

/** Whose mailbox this is: the demo admin's, as the seed data writes it. */
export const mailboxOwner = { name: 'John Doe', email: 'admin@demo.com', avatar: '/images/avatars/1.svg' } as const;

/** Everyone the mailbox has written to or heard from, once each, by name; q matches the name or the address. */
export async function addressBook(q: string, limit = 8): Promise<EmailContact[]> {
  const people = new Map<string, EmailContact>();
  const add = (person: { name: string; email: string; avatar?: string }) => {
    const key = person.email.toLowerCase();
    if (key === mailboxOwner.email || people.has(key)) return;
    people.set(key, { name: person.name, email: person.email, avatar: person.avatar ?? '' });
  };
  for (const mail of await emails.all()) {
    add(mail.from);
    mail.to.forEach((person) => add(person));
  }
  return [...people.values()]
    .filter((person) => matchesQuery(q, [person.name, person.email]))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit);
}

const thumbnailFor = (fileName: string) => {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'].includes(extension)) return '/images/files/image.svg';
  if (['pdf', 'csv', 'txt'].includes(extension)) return `/images/files/${extension}.svg`;
  return '/images/files/txt.svg';
};
const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Written = z.output<typeof composeBody>;
type Saved = { ok: true; email: Email; created: boolean } | { ok: false; error: string };

/**
 * Files the written mail in `folder` (sent, or draft): as a new mail, or in place of the draft it
 * was written from. The demo server keeps an attachment's name and size; it has no file to link to.
 */
async function file(mail: Written, folder: 'sent' | 'draft'): Promise<Saved> {
  const { draftId, ...fields } = mail;
  if (draftId !== undefined) {
    const draft = await emails.find(draftId);
    if (!draft || draft.folder !== 'draft') return { ok: false, error: `Draft ${draftId} not found` };
  }
  const record: Omit<Email, 'id'> = {
    ...fields,
    from: { ...mailboxOwner },
    attachments: fields.attachments.map((a) => ({
      fileName: a.fileName,
      size: sizeText(a.size),
      thumbnail: thumbnailFor(a.fileName),
      url: '',
    })),
    isStarred: false,
    labels: [],
    time: demoNow().toISOString(),
    replies: [],
    folder,
    isRead: true,
  };
  if (draftId !== undefined) return { ok: true, email: (await emails.update(draftId, record))!, created: false };
  return { ok: true, email: await emails.insert({ id: await emails.nextId('last'), ...record }), created: true };
}

/** Sends: the mail is filed in sent (nothing leaves the demo server). */
export const sendEmail = (mail: Written) => file(mail, 'sent');

/** Saves a draft: a new one, or the draft it was written from, updated. */
export const saveDraft = (mail: Written) => file(mail, 'draft');
