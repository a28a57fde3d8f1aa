import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { useEffect } from 'react';
import { api } from '@/lib/api/client';
import { chatPaths } from '@/lib/api/paths/chat';
import type { GetChatResponse } from '@/lib/api/schemas/chat';
import { chatKey, chatsAndContactsKey } from './chats';

/** While the contact is writing a reply, the chat is asked for again this often. */
export const TYPING_POLL_MS = 700;

/** One chat and its contact; asking marks it seen. `chat` is null until a first message. */
export const fetchChat = (contactId: number, signal?: AbortSignal) =>
  api.get<GetChatResponse>(chatPaths.getChat, { query: { id: contactId }, signal });
export const chatOptions = (contactId: number) =>
  queryOptions({
    queryKey: [...chatKey, 'thread', contactId],
    queryFn: ({ signal }) => fetchChat(contactId, signal),
    // Each opening asks the server again: that is what marks the chat seen.
    staleTime: 0,
    // Beyond the original brief: until the contact's reply has come.
    refetchInterval: (query) => (query.state.data?.typing ? TYPING_POLL_MS : false),
  });

/**
 * The open chat. Opening it (its unseen count went to 0) and each new message change the chat list,
 * which is asked for again then; the polls while the contact types, which change nothing, do not.
 */
export function useChat(contactId: number) {
  const client = useQueryClient();
  const query = useQuery(chatOptions(contactId));
  const thread = query.data?.chat;
  const shown = query.data ? `${thread?.chat.length ?? 0}:${thread?.unseenMsgs ?? 0}` : undefined;
  useEffect(() => {
    if (shown !== undefined) void client.invalidateQueries({ queryKey: chatsAndContactsKey });
  }, [client, shown]);
  return query;
}
