import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import { chatPaths } from '@/lib/api/paths/chat';
import type { SendMessageBody, SendMessageResponse } from '@/lib/api/schemas/chat';
import { chatOptions } from './chat';

export const postMessage = (contactId: number, message: string) =>
  api.post<SendMessageResponse>(chatPaths.sendMessage, {
    obj: { message, contact: { id: contactId } },
  } satisfies SendMessageBody);

/**
 * Sends a message. Once sent, the open chat shows the server's thread (a first message starts one)
 * and `onShown` runs in the same render, so the message never shows twice or not at all; the chat
 * list follows (useChat asks for it again). A failure rejects, and the caller keeps the message.
 */
export function useSendMessage() {
  const client = useQueryClient();
  return useCallback(
    async (contactId: number, message: string, onShown: () => void) => {
      const { chat, contact, typing } = await postMessage(contactId, message);
      notifyManager.batch(() => {
        client.setQueryData(chatOptions(contactId).queryKey, { chat, contact, typing });
        notifyManager.schedule(onShown);
      });
    },
    [client],
  );
}
