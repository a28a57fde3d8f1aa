/**
 * The chat's plain values, shared by the schemas (schemas/chat.ts) and the screens, which read them
 * from here so that drawing the chat does not build the zod schemas (docs/demo-api.md, Chat).
 */
export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** Beyond the original brief: the longest "about" the own profile takes. */
export const ABOUT_MAX = 160;
