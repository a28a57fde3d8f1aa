import type { ComposeBody, Email } from '@/lib/api/schemas/email';
import { isEmptyHtml } from '@/ui/editor/Editor';

export type Person = { name: string; email: string };

/** A file attached to the mail: chosen now (`file`), or kept from the draft or the forwarded mail. */
export type Attachment = { key: string; fileName: string; size: number; file?: File };

/** Everything the compose dialog holds: kept whole when sending fails, so nothing typed is lost. */
export type ComposeValues = {
  draftId?: number;
  to: Person[];
  cc: Person[];
  bcc: Person[];
  subject: string;
  /** HTML from the editor. */
  message: string;
  attachments: Attachment[];
};

export const emptyMail = (): ComposeValues => ({ to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] });

/** A size as the server writes it ("2.0 KB") back to bytes, near enough to send again. */
export function parseSize(text: string): number {
  const match = /^([\d.]+)\s*(B|KB|MB)$/i.exec(text.trim());
  if (!match) return 0;
  const unit = { B: 1, KB: 1024, MB: 1024 * 1024 }[match[2]!.toUpperCase() as 'B' | 'KB' | 'MB'];
  return Math.round(Number(match[1]) * unit);
}

const kept = (mail: Email): Attachment[] =>
  mail.attachments.map((file, i) => ({
    key: `kept-${i}-${file.fileName}`,
    fileName: file.fileName,
    size: parseSize(file.size),
  }));

const withPrefix = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A draft, opened to go on writing it. */
export const fromDraft = (mail: Email): ComposeValues => ({
  draftId: mail.id,
  to: mail.to,
  cc: mail.cc.map((email) => ({ name: '', email })),
  bcc: mail.bcc.map((email) => ({ name: '', email })),
  subject: mail.subject,
  message: mail.message,
  attachments: kept(mail),
});

/**
 * A reply (to the sender, "Re:") or a forward (to no one yet, "Fwd:", the attachments kept), with the
 * mail quoted under an empty first line. `intro` is the quote's first line, in the reader's words.
 */
export function answering(mail: Email, kind: 'reply' | 'forward', intro: string): ComposeValues {
  const quote = `<p></p><p>${escapeHtml(intro)}</p><blockquote>${mail.message}</blockquote>`;
  return kind === 'reply'
    ? {
        ...emptyMail(),
        to: [{ name: mail.from.name, email: mail.from.email }],
        subject: withPrefix('Re:', mail.subject),
        message: quote,
      }
    : { ...emptyMail(), subject: withPrefix('Fwd:', mail.subject), message: quote, attachments: kept(mail) };
}

/** What the demo server takes: cc and bcc as addresses, files as their name and size. */
export const toBody = (values: ComposeValues): ComposeBody => ({
  to: values.to,
  cc: values.cc.map((person) => person.email),
  bcc: values.bcc.map((person) => person.email),
  subject: values.subject,
  message: isEmptyHtml(values.message) ? '' : values.message,
  attachments: values.attachments.map(({ fileName, size }) => ({ fileName, size })),
  ...(values.draftId !== undefined && { draftId: values.draftId }),
});

/** Whether anything has been written: closing then asks before it throws the mail away. */
export const isBlank = (values: ComposeValues) =>
  values.to.length + values.cc.length + values.bcc.length + values.attachments.length === 0 &&
  values.subject.trim() === '' &&
  isEmptyHtml(values.message);
