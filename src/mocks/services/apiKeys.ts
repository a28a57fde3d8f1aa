import {
  API_KEY_PREFIX,
  MAX_API_KEYS,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@/lib/api/schemas/apiKeys';
import { demoNow } from '../clock';
import { defineTable } from '../db';

const DAY = 86_400_000;
const daysBefore = (now: Date, days: number, hour: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 12)).toISOString();

/**
 * Three keys, dated back from the demo server's clock when the table is first read, so the list
 * never looks abandoned: one used today, one last week, one never.
 */
function seed(now = demoNow()): ApiKey[] {
  return [
    {
      id: 3,
      name: 'Staging mobile app',
      access: 'read-write',
      lastFour: 'Qm7e',
      createdAt: daysBefore(now, 6, 9),
      lastUsedAt: null,
    },
    {
      id: 2,
      name: 'Reporting dashboard',
      access: 'read-only',
      lastFour: 'x2Lf',
      createdAt: daysBefore(now, 48, 14),
      lastUsedAt: daysBefore(now, 7, 16),
    },
    {
      id: 1,
      name: 'Server integration',
      access: 'full',
      lastFour: '9kTa',
      createdAt: daysBefore(now, 131, 10),
      lastUsedAt: new Date(now.getTime() - DAY / 24).toISOString(),
    },
  ];
}

export const apiKeys = defineTable<ApiKey>(() => seed());

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 40 random characters from the platform's cryptographic generator, after the recognisable prefix. */
export function newSecret(): string {
  let body = '';
  // 62 characters: a byte of 248 or more would favour the first eight, so it is skipped.
  while (body.length < 40)
    for (const byte of crypto.getRandomValues(new Uint8Array(48)))
      if (byte < 248 && body.length < 40) body += ALPHABET[byte % 62];
  return API_KEY_PREFIX + body;
}

type Result = { ok: true; created: CreatedApiKey } | { ok: false; error: string | Record<string, string> };

/**
 * A new key, first in the list. The secret is answered once and only its last four characters are
 * kept, as a real backend keeps a hash: nothing can show it again.
 */
export async function createApiKey({ name, access }: Required<CreateApiKeyBody>, now = demoNow()): Promise<Result> {
  const all = await apiKeys.all();
  if (all.some((key) => key.name.toLowerCase() === name.toLowerCase()))
    return { ok: false, error: { name: 'A key with this name already exists.' } };
  if (all.length >= MAX_API_KEYS)
    return { ok: false, error: `You can have at most ${MAX_API_KEYS} keys. Revoke one you no longer use first.` };
  const secret = newSecret();
  const key: ApiKey = {
    id: await apiKeys.nextId('max'),
    name,
    access,
    lastFour: secret.slice(-4),
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
  await apiKeys.insert(key, 'first');
  return { ok: true, created: { key, secret } };
}
