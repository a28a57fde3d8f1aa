import * as z from '@/lib/api/zod';
import { accountSettings } from '@/lib/api/schemas/accountSettings';

// The account settings forms' rules: the same as the demo server's (src/lib/api/schemas/accountSettings.ts), with messages the page translates.
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'settings.errors.url' })]);
export const generalForm = z.object({
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,30}$/, 'settings.errors.username')),
  fullName: z
    .string()
    .check(z.trim(), z.minLength(1, 'settings.errors.required'), z.maxLength(80, 'settings.errors.tooLong')),
  email: z.pipe(z.string().check(z.trim()), z.email('settings.errors.email')),
  company: z.string().check(z.trim(), z.maxLength(100, 'settings.errors.tooLong')),
});
export const infoForm = z.object({
  bio: z.string().check(z.trim(), z.maxLength(500, 'settings.errors.tooLong')),
  dob: z.union([z.literal(''), z.iso.date('settings.errors.date')]),
  country: z.string().check(z.trim(), z.maxLength(60, 'settings.errors.tooLong')),
  website: url,
  phone: z.union([z.literal(''), z.string().check(z.regex(/^\+?[0-9 ()-]{6,20}$/, 'settings.errors.phone'))]),
});
export const socialForm = z.object({
  twitter: url,
  facebook: url,
  google: url,
  linkedIn: url,
  instagram: url,
  quora: url,
});
/** Switches only: the settings' own shape is the form's. */
export const notificationForm = accountSettings.shape.notification;
