import * as z from '@/lib/api/zod';

const picture = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The account form's rules, one message each, in the order the form shows its fields. The server
 * checks them again, and adds its own (a reserved username, a throwaway email domain).
 */
export const accountSchema = z
  .object({
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a username.'),
        z.minLength(3, 'Use at least 3 characters.'),
        z.maxLength(20, 'Use at most 20 characters.'),
        z.regex(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and underscores only.'),
      ),
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'Enter your email.')),
      z.email('Enter an email like name@example.com.'),
    ),
    website: z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Enter a web address that starts with http:// or https://.' }),
    ]),
    age: z
      .number({ error: 'Enter your age in years.' })
      .check(
        z.int('Enter whole years.'),
        z.gte(18, 'You must be 18 or older.'),
        z.lte(120, 'Enter an age of 120 or less.'),
      ),
    postcode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code like 94107 or 94107-1234.')),
    bio: z.string().check(z.maxLength(200, 'Keep it to 200 characters.')),
    password: z
      .string()
      .check(
        z.minLength(8, 'Use at least 8 characters.'),
        z.regex(/[A-Za-z]/, 'Include a letter.'),
        z.regex(/\d/, 'Include a digit.'),
      ),
    confirm: z.string().check(z.minLength(1, 'Type the password again.')),
    availableFrom: z.string().check(z.minLength(1, 'Choose the first day.')),
    availableTo: z.string().check(z.minLength(1, 'Choose the last day.')),
    avatar: z.custom<FileList>().check(
      z.refine((files) => !files?.[0] || picture.includes(files[0].type), 'Choose a PNG, JPEG or WebP picture.'),
      z.refine((files) => !files?.[0] || files[0].size <= 1024 * 1024, 'Choose a picture of 1 MB or less.'),
    ),
    terms: z.boolean().check(z.refine(Boolean, 'Accept the terms to create the account.')),
  })
  .check(
    z.refine((values) => values.confirm === values.password, { path: ['confirm'], message: 'The passwords differ.' }),
    z.refine((values) => !values.availableFrom || !values.availableTo || values.availableTo >= values.availableFrom, {
      path: ['availableTo'],
      message: 'The last day cannot come before the first.',
    }),
  );

/** What the form holds, and what it hands on once every rule has passed. */
export type AccountValues = z.input<typeof accountSchema>;
export type Account = z.output<typeof accountSchema>;
