import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * The open chat. Each answer (and each message sent) changes the chat list: its unseen count went
 * to 0, or its last message is new; the list is asked for again.
 */
export function useChat(contactId: number) {
  const client = useQueryClient();
  const query = useQuery(chatOptions(contactId));
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) void client.invalidateQueries({ queryKey: chatsAndContactsKey });
  }, [client, dataUpdatedAt]);
  return query;
}
