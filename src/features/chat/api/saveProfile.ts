import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { chatPaths } from '@/lib/api/paths/chat';
import type { ChatsAndContactsResponse, ProfileUser, UpdateProfileUserBody } from '@/lib/api/schemas/chat';
import { chatsAndContactsKey } from './chats';

/**
 * Beyond the original brief: saves the own status, about and settings. The chat list carries the
 * profile: it shows the saved one at once.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileUserBody) => api.post<ProfileUser>(chatPaths.profileUser, body),
    onSuccess: (profileUser) =>
      client.setQueryData<ChatsAndContactsResponse>(chatsAndContactsKey, (list) => list && { ...list, profileUser }),
  });
}
