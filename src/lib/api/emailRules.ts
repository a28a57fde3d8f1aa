/**
 * The mailbox's plain values, shared by the schemas (schemas/email.ts) and the screens, which read
 * them from here so that drawing the mailbox does not build the zod schemas (docs/demo-api.md, Email).
 * `starred` is a view over the other folders, not a place a mail lives.
 */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const emailViews = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailFolder = (typeof emailFolders)[number];
export type EmailView = (typeof emailViews)[number];
export type EmailLabel = (typeof emailLabels)[number];

/** Beyond the original brief: the limits of a mail being written, checked by the compose window and the server. */
export const composeLimits = {
  subject: 200,
  message: 100_000,
  recipients: 50,
  attachments: 5,
  /** Bytes, per file. */
  attachmentSize: 10 * 1024 * 1024,
} as const;
