import type { ChatMessage } from '@/lib/api/schemas/chat';

/** Messages in a row from one sender. */
export type MessageGroup = { senderId: number; messages: ChatMessage[] };
/** One day's groups; `day` is the UTC date (`2026-01-15`), as the app shows dates. */
export type MessageDay = { day: string; groups: MessageGroup[] };

/** Cuts a thread (oldest first) into days, and each day into runs of one sender's messages. */
export function groupMessages(messages: readonly ChatMessage[]): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = message.time.slice(0, 10);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, groups: [] };
      days.push(current);
    }
    const group = current.groups.at(-1);
    if (group?.senderId === message.senderId) group.messages.push(message);
    else current.groups.push({ senderId: message.senderId, messages: [message] });
  }
  return days;
}
