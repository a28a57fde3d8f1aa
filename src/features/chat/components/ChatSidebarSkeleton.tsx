import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { Avatar } from '@/ui/avatar/Avatar';
import { ChatListItem } from './ChatListItem';
import { Heading, List, Search, SidebarFrame, SidebarHeader, SidebarLists } from './sidebarLayout';

const placeholders = [1, 2, 3, 4, 5].map((id) => ({
  id,
  fullName: 'Placeholder name',
  role: '',
  about: 'A line of the last message',
  avatar: '',
  status: 'offline' as const,
}));

/**
 * The sidebar while the chats load, laid out as it will be (the search box, the Chats heading, five
 * rows of their size), so nothing moves when the list arrives.
 */
export function ChatSidebarSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <SidebarFrame aria-label={t('chat.sidebar')}>
      <Skeleton label={t('chat.loading')}>
        <SidebarHeader>
          <Avatar name="Placeholder" />
          <Search label={t('chat.search')} placeholder={t('chat.searchPlaceholder')} disabled />
        </SidebarHeader>
        <SidebarLists>
          <Heading as="p">{t('chat.chats')}</Heading>
          <List>
            {placeholders.map((contact) => (
              <li key={contact.id}>
                <ChatListItem contact={contact} active={false} />
              </li>
            ))}
          </List>
        </SidebarLists>
      </Skeleton>
    </SidebarFrame>
  );
}
