import * as z from '../zod';
import { idField, idParam, optionalFilter } from './common';

import { composeLimits, emailFolders, emailLabels, emailViews } from '../emailRules';

/** Email (docs/demo-api.md). The folders, views, labels and limits are in ../emailRules.ts. */
export {
  composeLimits,
  emailFolders,
  emailLabels,
  emailViews,
  type EmailFolder,
  type EmailLabel,
  type EmailView,
} from '../emailRules';

export const emailAttachment = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  size: z.string(),
});

export const email = z.object({
  id: z.number().check(z.int()),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.string() }),
  to: z.array(z.object({ name: z.string(), email: z.string() })),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** HTML from data: sanitize before rendering. */
  message: z.string(),
  attachments: z.array(emailAttachment),
  isStarred: z.boolean(),
  labels: z.array(z.enum(emailLabels)),
  /** ISO timestamp. */
  time: z.string(),
  get replies() {
    return z.array(email);
  },
  folder: z.enum(emailFolders),
  isRead: z.boolean(),
});
export type Email = z.infer<typeof email>;
export type EmailDetail = Email & { hasPreviousMail: boolean; hasNextMail: boolean };
export const emailDetail = z.extend(email, { hasPreviousMail: z.boolean(), hasNextMail: z.boolean() });

const views = z.enum(emailViews, { error: `must be one of ${emailViews.join(', ')}` });
const label = z.enum(emailLabels, { error: `must be one of ${emailLabels.join(', ')}` });

/**
 * The list a mail is shown in. With a label and no folder: every mail with that label outside the
 * trash. With neither: the inbox (for the list) or the mail's own folder (for one mail's neighbours).
 */
export const mailboxScope = {
  q: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
  folder: optionalFilter(views),
  label: optionalFilter(label),
};

export const emailsQuery = z.object(mailboxScope);
export type EmailsQuery = z.input<typeof emailsQuery>;

export const emailsMeta = z.object({
  inbox: z.number().check(z.int(), z.describe('unread mails in the inbox')),
  spam: z.number().check(z.int(), z.describe('unread mails in spam')),
  draft: z.number().check(z.int(), z.describe('drafts')),
});
export const emailsResponse = z.object({ emails: z.array(email), emailsMeta });
export type EmailsResponse = z.infer<typeof emailsResponse>;

const emailIds = z
  .array(idField, { error: 'must be a list of email ids' })
  .check(z.minLength(1, 'must name at least one email'));

export const updateEmailsBody = z.object({
  emailIds,
  dataToUpdate: z
    .strictObject(
      {
        isStarred: z.optional(z.boolean()),
        isRead: z.optional(z.boolean()),
        folder: z.optional(z.enum(emailFolders, { error: `must be one of ${emailFolders.join(', ')}` })),
      },
      { error: 'may change only isStarred, isRead and folder' },
    )
    .check(z.refine((data) => Object.keys(data).length > 0, 'must change at least one of isStarred, isRead, folder')),
});
export type UpdateEmailsBody = z.input<typeof updateEmailsBody>;

export const updateEmailsLabelBody = z.object({ emailIds, label });
export type UpdateEmailsLabelBody = z.input<typeof updateEmailsLabelBody>;
export const updateEmailsResponse = z.object({ emails: z.array(email) });

export const getEmailQuery = z.object({ id: idParam, ...mailboxScope });
export const paginateEmailQuery = z.object({
  emailId: idParam,
  dir: z.enum(['previous', 'next'], { error: "must be 'previous' or 'next'" }),
  ...mailboxScope,
});

// Beyond the original brief: the address book, sending and drafts (docs/demo-api.md, Email).

export const emailContact = z.object({ name: z.string(), email: z.string(), avatar: z.string() });
export type EmailContact = z.infer<typeof emailContact>;
export const emailContactsQuery = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
});
export const emailContactsResponse = z.object({ contacts: z.array(emailContact) });
export type EmailContactsResponse = z.infer<typeof emailContactsResponse>;

const address = z.email('must be a valid email address');
const addresses = z._default(
  z
    .array(address, { error: 'must be a list of email addresses' })
    .check(z.maxLength(composeLimits.recipients, `must have at most ${composeLimits.recipients} addresses`)),
  [],
);

/** A mail being written: what the compose dialog sends, or saves as a draft. */
export const composeBody = z.object({
  to: z._default(
    z
      .array(
        z.object({
          name: z._default(z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')), ''),
          email: address,
        }),
        {
          error: 'must be a list of { name, email }',
        },
      )
      .check(z.maxLength(composeLimits.recipients, `must have at most ${composeLimits.recipients} recipients`)),
    [],
  ),
  cc: addresses,
  bcc: addresses,
  subject: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(composeLimits.subject, `must be at most ${composeLimits.subject} characters`)),
    '',
  ),
  /** HTML from the editor; the app sanitizes every mail before showing it. */
  message: z._default(
    z.string().check(z.maxLength(composeLimits.message, `must be at most ${composeLimits.message} characters`)),
    '',
  ),
  /** What was attached: the demo server keeps each file's name and size, not its bytes. */
  attachments: z._default(
    z
      .array(
        z.object({
          fileName: z
            .string()
            .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(255, 'must be at most 255 characters')),
          size: z
            .number({ error: 'must be a number of bytes' })
            .check(
              z.int('must be a whole number of bytes'),
              z.gte(0, 'cannot be negative'),
              z.lte(composeLimits.attachmentSize, 'must be at most 10 MB'),
            ),
        }),
      )
      .check(z.maxLength(composeLimits.attachments, `must be at most ${composeLimits.attachments} files`)),
    [],
  ),
  /** The draft this mail was written from: sending it moves the draft to sent, saving updates it. */
  draftId: z.optional(idField),
});
export type ComposeBody = z.input<typeof composeBody>;

/** Sending needs a recipient; a draft does not. */
export const sendEmailBody = composeBody.check(
  z.refine((mail) => mail.to.length > 0, {
    path: ['to'],
    message: 'Add at least one recipient',
  }),
);
export const emailResponse = z.object({ email });
export type EmailResponse = z.infer<typeof emailResponse>;
