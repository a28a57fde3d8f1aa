import type * as z from '@/lib/api/zod';
import {
  DISPOSABLE_EMAIL_DOMAINS,
  RESERVED_USERNAMES,
  type FormAccount,
  type formAccountBody,
} from '@/lib/api/schemas/forms';
import { demoNow } from '../clock';
import { defineTable } from '../db';
import { authUsers } from './auth';
import { users } from './users';

/** The accounts the forms demos created, kept while the page lives (docs/demo-api.md, Forms). */
export const formAccounts = defineTable<FormAccount>(() => []);

type Result = { ok: true; account: FormAccount } | { ok: false; status: 400 | 409; error: Record<string, string> };

const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Creates the account, after the server's own rules: a reserved username or a throwaway email
 * domain is a 400, a username or email in use (by a demo user, a managed user, or an account made
 * here before) a 409, each naming its field. The password is checked and never kept.
 */
export async function createFormAccount(
  { password: _password, ...body }: z.output<typeof formAccountBody>,
  now = demoNow(),
): Promise<Result> {
  const invalid: Record<string, string> = {};
  if (RESERVED_USERNAMES.some(same(body.username))) invalid.username = 'This username is reserved. Choose another one.';
  const domain = body.email.split('@').pop()!.toLowerCase();
  if ((DISPOSABLE_EMAIL_DOMAINS as readonly string[]).includes(domain))
    invalid.email = `Addresses at ${domain} are not accepted. Use an address you will keep.`;
  if (Object.keys(invalid).length > 0) return { ok: false, status: 400, error: invalid };

  const taken = [...(await authUsers.all()), ...(await users.all()), ...(await formAccounts.all())];
  const conflict: Record<string, string> = {};
  if (taken.some((account) => same(account.username)(body.username)))
    conflict.username = 'This username is already in use.';
  if (taken.some((account) => same(account.email)(body.email))) conflict.email = 'This email is already in use.';
  if (Object.keys(conflict).length > 0) return { ok: false, status: 409, error: conflict };

  const account: FormAccount = { id: await formAccounts.nextId('max'), ...body, createdAt: now.toISOString() };
  await formAccounts.insert(account);
  return { ok: true, account };
}
