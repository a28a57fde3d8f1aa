import * as z from '../zod';
import { idParam, requiredText } from './common';

/** API keys (docs/demo-api.md, API keys). */
export const apiKeyAccessLevels = ['full', 'read-write', 'read-only'] as const;
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number];

/** Every secret starts with this, so a leaked key is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'atr_';
/** At most this many keys at once: revoke one to make room. */
export const MAX_API_KEYS = 10;
export const API_KEY_NAME_MAX = 40;

/** A key as it is listed: never its secret, only the secret's last four characters. */
export const apiKey = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  access: z.enum(apiKeyAccessLevels),
  /** The secret's last four characters. */
  lastFour: z.string(),
  /** ISO date and time. */
  createdAt: z.string(),
  /** ISO date and time, or null for a key never used. */
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeysResponse = z.object({ keys: z.array(apiKey) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

export const createApiKeyBody = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  access: z.enum(apiKeyAccessLevels, { error: `must be one of ${apiKeyAccessLevels.join(', ')}` }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The new key, and its secret: the only answer that ever holds it. */
export const createdApiKey = z.object({ key: apiKey, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** `/api/api-keys/:id`. */
export const apiKeyIdPath = z.object({ id: idParam });
