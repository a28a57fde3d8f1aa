import * as z from 'zod';
import { accountSettings } from '@/lib/api/schemas/accountSettings';

// The account settings forms' rules: the same as the demo server's (src/lib/api/schemas/accountSettings.ts), with messages the page translates.
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'settings.errors.url' })]);
export const generalForm = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,30}$/, 'settings.errors.username'),
  fullName: z.string().trim().min(1, 'settings.errors.required').max(80, 'settings.errors.tooLong'),
  email: z.string().trim().pipe(z.email('settings.errors.email')),
  company: z.string().trim().max(100, 'settings.errors.tooLong'),
});
export const infoForm = z.object({
  bio: z.string().trim().max(500, 'settings.errors.tooLong'),
  dob: z.union([z.literal(''), z.iso.date('settings.errors.date')]),
  country: z.string().trim().max(60, 'settings.errors.tooLong'),
  website: url,
  phone: z.union([z.literal(''), z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'settings.errors.phone')]),
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
