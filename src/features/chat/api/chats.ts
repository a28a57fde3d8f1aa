import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { chatPaths } from '@/lib/api/paths/chat';
import type { ChatsAndContactsResponse } from '@/lib/api/schemas/chat';

/** Every chat query starts with this key (docs/demo-api.md, Chat). */
export const chatKey = ['chat'] as const;
export const chatsAndContactsKey = [...chatKey, 'chats-and-contacts'] as const;

/** The chats (most recent first), the contacts without one, and the signed-in user's profile. */
export const fetchChatsAndContacts = (signal?: AbortSignal) =>
  api.get<ChatsAndContactsResponse>(chatPaths.chatsAndContacts, { signal });
export const chatsAndContactsOptions = () =>
  queryOptions({ queryKey: chatsAndContactsKey, queryFn: ({ signal }) => fetchChatsAndContacts(signal) });
export const useChatsAndContacts = () => useQuery(chatsAndContactsOptions());
