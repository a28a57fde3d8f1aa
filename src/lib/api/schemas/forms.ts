import * as z from '../zod';
import { preprocess } from './common';

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
const optional = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === '' || value === null ? undefined : value), z.optional(schema));

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const webAddress = z.url({ protocol: /^https?$/, error: 'must be a web address (https://…)' });
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

export const formAccountBody = z
  .object({
    username: z
      .string({ error: 'is required' })
      .check(
        z.trim(),
        z.minLength(USERNAME_MIN, `must be at least ${USERNAME_MIN} characters`),
        z.maxLength(USERNAME_MAX, `must be at most ${USERNAME_MAX} characters`),
        z.regex(/^[a-z0-9_]+$/, 'may hold only lowercase letters, digits and underscores'),
      ),
    email: z.email({ error: 'must be an email address' }),
    password: z
      .string({ error: 'is required' })
      .check(
        z.minLength(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`),
        z.maxLength(128, 'must be at most 128 characters'),
        z.regex(/[A-Za-z]/, 'must hold a letter'),
        z.regex(/\d/, 'must hold a digit'),
      ),
    firstName: optional(text(50)),
    lastName: optional(text(50)),
    country: optional(text(60)),
    languages: z.optional(z.array(text(40)).check(z.maxLength(10, 'must be at most 10 languages'))),
    phone: optional(text(30)),
    address: optional(text(120)),
    landmark: optional(text(120)),
    postcode: optional(
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'must be 3 to 10 letters, digits, spaces or dashes')),
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
        .check(
          z.int('must be a whole number'),
          z.gte(AGE_MIN, `must be at least ${AGE_MIN}`),
          z.lte(AGE_MAX, `must be at most ${AGE_MAX}`),
        ),
    ),
    bio: optional(text(BIO_MAX)),
    availableFrom: optional(day),
    availableTo: optional(day),
  })
  .check(
    z.refine((body) => !body.availableFrom || !body.availableTo || body.availableTo >= body.availableFrom, {
      path: ['availableTo'],
      message: 'must not be before availableFrom',
    }),
  );
export type FormAccountBody = z.input<typeof formAccountBody>;

/** The account as stored and answered: everything sent but the password. */
export const formAccount = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  country: z.optional(z.string()),
  languages: z.optional(z.array(z.string())),
  phone: z.optional(z.string()),
  address: z.optional(z.string()),
  landmark: z.optional(z.string()),
  postcode: z.optional(z.string()),
  city: z.optional(z.string()),
  website: z.optional(z.string()),
  twitter: z.optional(z.string()),
  facebook: z.optional(z.string()),
  google: z.optional(z.string()),
  linkedin: z.optional(z.string()),
  age: z.optional(z.number().check(z.int())),
  bio: z.optional(z.string()),
  availableFrom: z.optional(z.string()),
  availableTo: z.optional(z.string()),
  /** ISO date and time. */
  createdAt: z.string(),
});
export type FormAccount = z.infer<typeof formAccount>;

export const formAccountResponse = z.object({ account: formAccount });
export type FormAccountResponse = z.infer<typeof formAccountResponse>;
