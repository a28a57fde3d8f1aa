import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import styled from 'styled-components';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useMediaQuery } from '@/ui/theme/useMediaQuery';
import { CHAT_ROUTE } from '../chatPath';
import { ChatNotFound } from '../components/ChatNotFound';
import { ChatSidebar } from '../components/ChatSidebar';
import { ChatThread } from '../components/ChatThread';
import { OutboxProvider } from '../components/OutboxProvider';
import { PickAChat } from '../components/PickAChat';

/** From this width the list and the open chat stand side by side; below it, one at a time. */
const wide = '(min-width: 48em)';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* The window's height, less the shell's; a story fixes it (--chat-height) so its picture does not follow the window. */
  block-size: var(--chat-height, clamp(30rem, calc(100dvh - 15rem), 52rem));
  overflow: hidden;
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  @media ${wide} {
    grid-template-columns: 20rem minmax(0, 1fr);
    > :first-child {
      border-inline-end: 1px solid var(--c-border);
    }
  }
`;

/** The contact's id from the address, or null for none; NaN when the address names no contact. */
const contactIdOf = (param: string | undefined) =>
  param === undefined ? null : /^\d+$/.test(param) ? Number(param) : NaN;

/**
 * `/apps/chat` and `/apps/chat/:contactId`: the chats and contacts beside the open chat (the address
 * names it, so Back and links work). On a phone, the list, then the chat with a way back.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  // Read from the address itself: the screen knows its own shape, whatever route renders it.
  const contactId = contactIdOf(useMatch(CHAT_ROUTE)?.params.contactId);
  const isWide = useMediaQuery(wide);
  const thread =
    contactId === null ? (
      <PickAChat />
    ) : Number.isNaN(contactId) ? (
      <ChatNotFound />
    ) : (
      <ChatThread key={contactId} contactId={contactId} showBack={!isWide} />
    );
  return (
    <OutboxProvider>
      <PageStack>
        <PageHeader title={t('chat.title')} description={t('chat.description')} />
        <Layout>
          {(isWide || contactId === null) && <ChatSidebar activeId={contactId ?? undefined} />}
          {(isWide || contactId !== null) && thread}
        </Layout>
      </PageStack>
    </OutboxProvider>
  );
}
