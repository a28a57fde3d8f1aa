import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { Avatar } from '@/ui/avatar/Avatar';
import { ChatListItem } from './ChatListItem';
import { SidebarFrame, SidebarHeader, SidebarLists } from './sidebarLayout';

const placeholders = [1, 2, 3, 4, 5].map((id) => ({
  id,
  fullName: 'Placeholder name',
  role: '',
  about: 'A line of the last message',
  avatar: '',
  status: 'offline' as const,
}));

/** The sidebar while the chats load: its frame and five rows of their size. */
export function ChatSidebarSkeleton() {
  const { t } = useTranslation();
  return (
    <SidebarFrame aria-label={t('chat.sidebar')}>
      <Skeleton label={t('chat.loading')}>
        <SidebarHeader>
          <Avatar name="Placeholder" />
        </SidebarHeader>
        <SidebarLists>
          {placeholders.map((contact) => (
            <ChatListItem key={contact.id} contact={contact} active={false} />
          ))}
        </SidebarLists>
      </Skeleton>
    </SidebarFrame>
  );
}
