import * as z from '../zod';

/** The account settings: what the page shows, and what each section's form sends. */
const connection = z.object({ profileImg: z.string(), id: z.string() });
export const accountSettings = z.object({
  general: z.object({
    avatar: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    company: z.string(),
  }),
  info: z.object({ bio: z.string(), dob: z.string(), country: z.string(), website: z.string(), phone: z.string() }),
  social: z.object({
    socialLinks: z.object({
      twitter: z.string(),
      facebook: z.string(),
      google: z.string(),
      linkedIn: z.string(),
      instagram: z.string(),
      quora: z.string(),
    }),
    connections: z.object({ twitter: connection, google: connection, facebook: connection, github: connection }),
  }),
  notification: z.object({
    commentOnArticle: z.boolean(),
    answerOnForm: z.boolean(),
    followMe: z.boolean(),
    newAnnouncements: z.boolean(),
    productUpdates: z.boolean(),
    blogDigest: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** A web address, or nothing. */
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'must be a web address (https://…)' }),
]);

/**
 * Beyond the original brief (docs/demo-api.md, Account settings): saving a section of the account settings (`POST /account-setting/update`). Each form
 * sends its whole section; the answer is the whole settings object. The avatar and the connected
 * accounts are not edited here.
 */
export const accountSettingsUpdate = z.union([
  z.object({
    general: z.object({
      username: z
        .string()
        .check(
          z.trim(),
          z.regex(/^[A-Za-z0-9._-]{3,30}$/, 'must be 3 to 30 letters, digits, dots, dashes or underscores'),
        ),
      fullName: z
        .string()
        .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(80, 'must be at most 80 characters')),
      email: z.email('must be an email address'),
      company: z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')),
    }),
  }),
  z.object({
    info: z.object({
      bio: z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters')),
      dob: z.union([z.literal(''), z.iso.date('must be a date (YYYY-MM-DD)')]),
      country: z.string().check(z.trim(), z.maxLength(60, 'must be at most 60 characters')),
      website: optionalUrl,
      phone: z.union([z.literal(''), z.string().check(z.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'))]),
    }),
  }),
  z.object({
    socialLinks: z.object({
      twitter: optionalUrl,
      facebook: optionalUrl,
      google: optionalUrl,
      linkedIn: optionalUrl,
      instagram: optionalUrl,
      quora: optionalUrl,
    }),
  }),
  z.object({ notification: accountSettings.shape.notification }),
]);
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdate>;
