import * as z from 'zod';

/**
 * The account the forms demos create (docs/demo-api.md, Forms). The server applies two rules no
 * form can check by itself, so the forms show how a refusal from the server lands at its field:
 * some usernames are reserved, and throwaway email domains are refused (both 400); a username or
 * email already in use is a 409.
 */
export const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'support', 'help', 'system', 'atrium'] as const;
export const DISPOSABLE_EMAIL_DOMAINS = ['mailinator.com', 'tempmail.com', 'guerrillamail.com', 'yopmail.com'] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const AGE_MIN = 18;
export const AGE_MAX = 120;
export const BIO_MAX = 500;

/** A field left empty is sent as `""` by many forms: it counts as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const webAddress = z.url({ protocol: /^https?$/, error: 'must be a web address (https://…)' });
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

export const formAccountBody = z
  .object({
    username: z
      .string({ error: 'is required' })
      .trim()
      .min(USERNAME_MIN, `must be at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `must be at most ${USERNAME_MAX} characters`)
      .regex(/^[a-z0-9_]+$/, 'may hold only lowercase letters, digits and underscores'),
    email: z.email({ error: 'must be an email address' }),
    password: z
      .string({ error: 'is required' })
      .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
      .max(128, 'must be at most 128 characters')
      .regex(/[A-Za-z]/, 'must hold a letter')
      .regex(/\d/, 'must hold a digit'),
    firstName: optional(text(50)),
    lastName: optional(text(50)),
    country: optional(text(60)),
    languages: z.array(text(40)).max(10, 'must be at most 10 languages').optional(),
    phone: optional(text(30)),
    address: optional(text(120)),
    landmark: optional(text(120)),
    postcode: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, 'must be 3 to 10 letters, digits, spaces or dashes'),
    ),
    city: optional(text(60)),
    website: optional(webAddress),
    twitter: optional(webAddress),
    facebook: optional(webAddress),
    google: optional(webAddress),
    linkedin: optional(webAddress),
    age: optional(
      z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(AGE_MIN, `must be at least ${AGE_MIN}`)
        .max(AGE_MAX, `must be at most ${AGE_MAX}`),
    ),
    bio: optional(text(BIO_MAX)),
    availableFrom: optional(day),
    availableTo: optional(day),
  })
  .refine((body) => !body.availableFrom || !body.availableTo || body.availableTo >= body.availableFrom, {
    path: ['availableTo'],
    message: 'must not be before availableFrom',
  });
export type FormAccountBody = z.input<typeof formAccountBody>;

/** The account as stored and answered: everything sent but the password. */
export const formAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  country: z.string().optional(),
  languages: z.array(z.string()).optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  landmark: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  website: z.string().optional(),
  twitter: z.string().optional(),
  facebook: z.string().optional(),
  google: z.string().optional(),
  linkedin: z.string().optional(),
  age: z.number().int().optional(),
  bio: z.string().optional(),
  availableFrom: z.string().optional(),
  availableTo: z.string().optional(),
  /** ISO date and time. */
  createdAt: z.string(),
});
export type FormAccount = z.infer<typeof formAccount>;

export const formAccountResponse = z.object({ account: formAccount });
export type FormAccountResponse = z.infer<typeof formAccountResponse>;
