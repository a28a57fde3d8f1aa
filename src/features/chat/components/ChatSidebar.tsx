import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatsAndContactsResponse } from '@/lib/api/schemas/chat';
import { useFormat } from '@/lib/format';
import { LoadError } from '@/lib/query/QueryStates';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { useChatsAndContacts } from '../api/chats';
import { ChatListItem } from './ChatListItem';
import { ChatSidebarSkeleton } from './ChatSidebarSkeleton';
import { ProfilePanel } from './ProfilePanel';
import { Heading, List, Search, SidebarFrame, SidebarHeader, SidebarLists } from './sidebarLayout';

const Note = styled.p`
  margin: 0 var(--space-3);
  color: var(--c-muted);
  font-size: var(--fs-sm);
`;

const matches = (q: string) => (contact: { fullName: string }) => contact.fullName.toLowerCase().includes(q);

/** The sidebar's lists, filtered by name; a message time shows as a time on the latest day, else as a date. */
function Lists({ data, activeId, q }: { data: ChatsAndContactsResponse; activeId?: number; q: string }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const chats = data.chatsContacts.filter(matches(q));
  const contacts = data.contacts.filter(matches(q));
  // The newest message's day stands for "today": a fixed rule, so the list reads the same on any date.
  const latestDay = data.chatsContacts[0]?.chat.lastMessage.time.slice(0, 10);
  const when = (time: string) =>
    time.startsWith(latestDay ?? '-')
      ? format.date(time, { timeStyle: 'short' })
      : format.date(time, { month: 'short', day: 'numeric' });

  if (data.chatsContacts.length + data.contacts.length === 0) {
    return <EmptyState titleAs="h2" title={t('chat.empty.title')} description={t('chat.empty.text')} />;
  }
  if (chats.length + contacts.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        icon={<SearchX />}
        title={t('chat.noMatch.title')}
        description={t('chat.noMatch.text', { q })}
      />
    );
  }
  return (
    <>
      <Heading id="chat-list-chats">{t('chat.chats')}</Heading>
      {chats.length > 0 ? (
        <List aria-labelledby="chat-list-chats">
          {chats.map(({ chat, ...contact }) => (
            <li key={contact.id}>
              <ChatListItem
                contact={contact}
                chat={chat}
                when={when(chat.lastMessage.time)}
                active={contact.id === activeId}
              />
            </li>
          ))}
        </List>
      ) : (
        <Note>{t('chat.noChats')}</Note>
      )}
      <Heading id="chat-list-contacts">{t('chat.contacts')}</Heading>
      {contacts.length > 0 ? (
        <List aria-labelledby="chat-list-contacts">
          {contacts.map((contact) => (
            <li key={contact.id}>
              <ChatListItem contact={contact} active={contact.id === activeId} />
            </li>
          ))}
        </List>
      ) : (
        <Note>{t('chat.noContacts')}</Note>
      )}
    </>
  );
}

type Props = { /** The open chat's contact, marked in the list. */ activeId?: number };

/** The chat screen's sidebar: the own profile, a search by name, the chats, then the contacts without one. */
export function ChatSidebar({ activeId }: Props) {
  const { t } = useTranslation('chat');
  const query = useChatsAndContacts();
  const [typed, setTyped] = useState('');
  if (query.isPending) return <ChatSidebarSkeleton />;
  return (
    <SidebarFrame aria-label={t('chat.sidebar')}>
      <SidebarHeader>
        {query.data && <ProfilePanel profile={query.data.profileUser} />}
        <Search
          label={t('chat.search')}
          placeholder={t('chat.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={!query.data}
        />
      </SidebarHeader>
      <SidebarLists>
        {query.data ? (
          <Lists data={query.data} activeId={activeId} q={typed.trim().toLowerCase()} />
        ) : (
          query.isError && <LoadError title={t('chat.loadError')} query={query} />
        )}
      </SidebarLists>
    </SidebarFrame>
  );
}
