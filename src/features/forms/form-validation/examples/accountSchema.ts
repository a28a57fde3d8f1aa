import * as z from 'zod';

const picture = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The account form's rules, one message each, in the order the form shows its fields. The server
 * checks them again, and adds its own (a reserved username, a throwaway email domain).
 */
export const accountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'Enter a username.')
      .min(3, 'Use at least 3 characters.')
      .max(20, 'Use at most 20 characters.')
      .regex(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and underscores only.'),
    email: z.string().trim().min(1, 'Enter your email.').pipe(z.email('Enter an email like name@example.com.')),
    website: z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Enter a web address that starts with http:// or https://.' }),
    ]),
    age: z
      .number({ error: 'Enter your age in years.' })
      .int('Enter whole years.')
      .min(18, 'You must be 18 or older.')
      .max(120, 'Enter an age of 120 or less.'),
    postcode: z.string().regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code like 94107 or 94107-1234.'),
    bio: z.string().max(200, 'Keep it to 200 characters.'),
    password: z
      .string()
      .min(8, 'Use at least 8 characters.')
      .regex(/[A-Za-z]/, 'Include a letter.')
      .regex(/\d/, 'Include a digit.'),
    confirm: z.string().min(1, 'Type the password again.'),
    availableFrom: z.string().min(1, 'Choose the first day.'),
    availableTo: z.string().min(1, 'Choose the last day.'),
    avatar: z
      .custom<FileList>()
      .refine((files) => !files?.[0] || picture.includes(files[0].type), 'Choose a PNG, JPEG or WebP picture.')
      .refine((files) => !files?.[0] || files[0].size <= 1024 * 1024, 'Choose a picture of 1 MB or less.'),
    terms: z.boolean().refine(Boolean, 'Accept the terms to create the account.'),
  })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], message: 'The passwords differ.' })
  .refine((values) => !values.availableFrom || !values.availableTo || values.availableTo >= values.availableFrom, {
    path: ['availableTo'],
    message: 'The last day cannot come before the first.',
  });

/** What the form holds, and what it hands on once every rule has passed. */
export type AccountValues = z.input<typeof accountSchema>;
export type Account = z.output<typeof accountSchema>;
