import * as z from '@/lib/api/zod';

const required = (what: string) => z.string().check(z.trim(), z.minLength(1, `Enter ${what}`));
const profile = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter an address starting http:// or https://' }),
]);

/** Every field of the sign-up, each step's with its rules; the passwords are compared once both are in. */
export const signUp = z
  .object({
    username: z.string().check(z.regex(/^[a-z0-9_]{3,20}$/, 'Use 3 to 20 lowercase letters, digits or underscores')),
    email: z.email('Enter an email address like name@example.com'),
    password: z
      .string()
      .check(
        z.minLength(8, 'Use at least 8 characters'),
        z.regex(/[a-z].*\d|\d.*[a-z]/i, 'Use at least one letter and one digit'),
      ),
    confirm: z.string().check(z.minLength(1, 'Type the password again')),
    firstName: required('your first name'),
    lastName: required('your last name'),
    country: z.string().check(z.minLength(1, 'Choose a country')),
    languages: z.array(z.string()).check(z.minLength(1, 'Choose at least one language')),
    address: required('your street and number'),
    landmark: z.string().check(z.trim()),
    postcode: z.string().check(z.regex(/^[\w -]{3,10}$/, 'Enter a postcode of 3 to 10 letters or digits')),
    city: required('a city'),
    twitter: profile,
    facebook: profile,
    google: profile,
    linkedin: profile,
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      path: ['confirm'],
      message: 'The passwords do not match',
      when: () => true,
    }),
  );

export type SignUp = z.infer<typeof signUp>;
export type FieldName = keyof SignUp;

export const blank: SignUp = {
  ...{ username: '', email: '', password: '', confirm: '', firstName: '', lastName: '', country: '', languages: [] },
  ...{ address: '', landmark: '', postcode: '', city: '', twitter: '', facebook: '', google: '', linkedin: '' },
};

/** Each field's label, in its step and in the review. */
export const labels: Record<FieldName, string> = {
  ...{ username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm the password' },
  ...{ firstName: 'First name', lastName: 'Last name', country: 'Country', languages: 'Languages you speak' },
  ...{ address: 'Address', landmark: 'Landmark', postcode: 'Postcode', city: 'City' },
  ...{ twitter: 'Twitter', facebook: 'Facebook', google: 'Google+', linkedin: 'LinkedIn' },
};

/** The steps in order, each with the fields it checks before the next; the review checks them all. */
export const steps = [
  {
    id: 'account',
    title: 'Account',
    description: 'Username and password',
    fields: ['username', 'email', 'password', 'confirm'],
  },
  {
    id: 'personal',
    title: 'Personal',
    description: 'Name and languages',
    fields: ['firstName', 'lastName', 'country', 'languages'],
  },
  {
    id: 'address',
    title: 'Address',
    description: 'Where you live',
    fields: ['address', 'landmark', 'postcode', 'city'],
  },
  {
    id: 'social',
    title: 'Social',
    description: 'Your profiles',
    fields: ['twitter', 'facebook', 'google', 'linkedin'],
  },
  { id: 'review', title: 'Review', description: 'Check and submit', fields: [] },
] as const satisfies readonly { id: string; title: string; description: string; fields: readonly FieldName[] }[];

export type StepId = (typeof steps)[number]['id'];

/** Every field, in the order the steps ask for them. */
export const fieldOrder: readonly FieldName[] = steps.flatMap((step) => step.fields);

/** The step that asks for `field`. */
export const stepOf = (field: FieldName) =>
  steps.findIndex((step) => (step.fields as readonly FieldName[]).includes(field));
