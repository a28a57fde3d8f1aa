import { MessageCirclePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/client';
import { LoadError } from '@/lib/query/QueryStates';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { useChat } from '../api/chat';
import { ChatNotFound } from './ChatNotFound';
import { Composer } from './Composer';
import { MessageDays } from './MessageDays';
import { PendingMessages } from './PendingMessages';
import { MessageList } from './MessageList';
import { useOutbox } from './OutboxProvider';
import { ThreadHeader } from './ThreadHeader';
import { ThreadSkeleton } from './ThreadSkeleton';
import { ThreadFrame, ThreadState } from './threadLayout';
import { TypingIndicator } from './TypingIndicator';

type Props = {
  contactId: number;
  /** On a phone the thread fills the screen: its header leads back to the list. */
  showBack?: boolean;
};

/**
 * The chat with one contact: who, the messages by day and sender, the reply being written, and the
 * composer. Opening it marks it seen. Messages not sent yet stay at the end, with Retry when refused.
 */
export function ChatThread({ contactId, showBack = false }: Props) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const query = useChat(contactId);
  const outbox = useOutbox(contactId);

  if (query.isPending) return <ThreadSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ChatNotFound />;
    return (
      <ThreadFrame aria-label={t('chat.loadChatError')}>
        <ThreadState>
          <LoadError title={t('chat.loadChatError')} query={query} />
        </ThreadState>
      </ThreadFrame>
    );
  }

  const { chat, contact, typing = false } = query.data;
  const messages = chat?.chat ?? [];
  const count = messages.length + outbox.pending.length;
  const newest = outbox.pending.at(-1) ?? messages.at(-1);
  const ownLast = newest != null && !('senderId' in newest && newest.senderId === contact.id);
  return (
    <ThreadFrame aria-labelledby={titleId}>
      <ThreadHeader contact={contact} titleId={titleId} showBack={showBack} />
      {count === 0 ? (
        <ThreadState>
          <EmptyState
            icon={<MessageCirclePlus />}
            title={t('chat.start.title', { name: contact.fullName })}
            description={t('chat.start.text')}
          />
        </ThreadState>
      ) : (
        <MessageList
          label={t('chat.messagesWith', { name: contact.fullName })}
          count={count}
          tail={`${count}:${typing}`}
          ownLast={ownLast}
        >
          <MessageDays messages={messages} contact={contact} />
          <PendingMessages pending={outbox.pending} onRetry={outbox.retry} />
          {typing && <TypingIndicator name={contact.fullName} />}
        </MessageList>
      )}
      <Composer key={contactId} contactName={contact.fullName} onSend={outbox.send} />
    </ThreadFrame>
  );
}
