import { emailLabels, emailViews, type EmailLabel, type EmailView } from '@/lib/api/emailRules';

/**
 * Where the reader is in the mailbox, all of it in the URL so a mail can be linked and Back works:
 * `/apps/email/:folder/:mailId?` or `/apps/email/label/:label/:mailId?`, the search in `?q=`.
 * The bare `/apps/email` is the inbox.
 */
export type MailboxPlace = { view: { folder: EmailView } | { label: EmailLabel }; mailId?: number };

export const MAILBOX_BASE = '/apps/email';

const isView = (value: string | undefined): value is EmailView => emailViews.includes(value as EmailView);
const isLabel = (value: string | undefined): value is EmailLabel => emailLabels.includes(value as EmailLabel);
const mailId = (value: string | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/** The place the path after `/apps/email/` names, or null when it names none (an unknown folder, say). */
export function parsePlace(rest: string): MailboxPlace | null {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { view: { folder: 'inbox' } };
  const [first, second, third] = parts;
  if (first === 'label') {
    if (!isLabel(second) || parts.length > 3) return null;
    const id = mailId(third);
    if (third !== undefined && id === undefined) return null;
    return { view: { label: second }, mailId: id };
  }
  if (!isView(first) || parts.length > 2) return null;
  const id = mailId(second);
  if (second !== undefined && id === undefined) return null;
  return { view: { folder: first }, mailId: id };
}

/** The path of a place; `q` (the search) is kept when given. */
export function placePath({ view, mailId }: MailboxPlace, q = ''): string {
  const list = 'label' in view ? `${MAILBOX_BASE}/label/${view.label}` : `${MAILBOX_BASE}/${view.folder}`;
  const path = mailId === undefined ? list : `${list}/${mailId}`;
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}
