import { z } from '@/lib/api/zod';

/** The fields a contact has, and the column titles each is recognised by. */
export const contactFields = [
  { key: 'name', label: 'Name', required: true, aliases: ['name', 'full name', 'contact'] },
  { key: 'email', label: 'Email', required: true, aliases: ['email', 'e-mail', 'mail', 'email address'] },
  { key: 'company', label: 'Company', required: false, aliases: ['company', 'organisation', 'organization'] },
  { key: 'amount', label: 'Amount', required: false, aliases: ['amount', 'total', 'value', 'spent'] },
  { key: 'since', label: 'Customer since', required: false, aliases: ['since', 'customer since', 'joined', 'date'] },
] as const;

export type ContactField = (typeof contactFields)[number]['key'];

/** Which column of the file feeds each field (its index), or nothing. */
export type Mapping = Partial<Record<ContactField, number>>;

/** Each field takes the first column whose title is one of its names. */
export function guessMapping(header: readonly string[]): Mapping {
  const titles = header.map((title) => title.trim().toLowerCase());
  return Object.fromEntries(
    contactFields.flatMap((field) => {
      const index = titles.findIndex((title) => (field.aliases as readonly string[]).includes(title));
      return index < 0 ? [] : [[field.key, index]];
    }),
  );
}

const contact = z.object({
  name: z.string().check(z.minLength(1, 'Name is missing')),
  email: z.email('Email is not an email address'),
  company: z.string(),
  amount: z.pipe(
    z.string().check(z.regex(/^$|^-?\d+(\.\d+)?$/, 'Amount is not a number')),
    z.transform((text) => (text === '' ? undefined : Number(text))),
  ),
  since: z.string().check(
    z.regex(/^$|^\d{4}-\d{2}-\d{2}$/, 'Customer since is not a date (YYYY-MM-DD)'),
    z.refine((text) => text === '' || !Number.isNaN(Date.parse(text)), 'Customer since is not a real day'),
  ),
});

export type Contact = z.output<typeof contact>;

/** A row of the file as a contact, or why it cannot be one (each problem named by its field). */
export type CheckedRow = { line: number; values: Record<ContactField, string> } & (
  { contact: Contact; problems?: undefined } | { contact?: undefined; problems: Partial<Record<ContactField, string>> }
);

/** Maps every row through the columns chosen and checks it; `line` is its line in the file. */
export function checkRows(rows: readonly string[][], mapping: Mapping): CheckedRow[] {
  return rows.map((row, index) => {
    const values = Object.fromEntries(
      contactFields.map((field) => [
        field.key,
        mapping[field.key] === undefined ? '' : (row[mapping[field.key]!] ?? ''),
      ]),
    ) as Record<ContactField, string>;
    const line = index + 2;
    const parsed = contact.safeParse(values);
    if (parsed.success) return { line, values, contact: parsed.data };
    const problems = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
    return { line, values, problems };
  });
}
