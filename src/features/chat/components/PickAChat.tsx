import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { ThreadFrame, ThreadState } from './threadLayout';

/** The thread pane before a chat is open. */
export function PickAChat() {
  const { t } = useTranslation('chat');
  return (
    <ThreadFrame aria-label={t('chat.pick.title')}>
      <ThreadState>
        <EmptyState
          titleAs="h2"
          icon={<MessagesSquare />}
          title={t('chat.pick.title')}
          description={t('chat.pick.text')}
        />
      </ThreadState>
    </ThreadFrame>
  );
}
