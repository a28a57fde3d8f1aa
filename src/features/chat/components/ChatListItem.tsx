import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ChatContact, ChatMessage } from '@/lib/api/schemas/chat';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { chatPath } from '../chatPath';
import { useStatusLabel } from './useStatusLabel';
import { publicUrl } from '@/lib/publicUrl';

const Item = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  /* One height for every row, with or without a time and a count, loaded or still a skeleton: the
     list does not move when the chats arrive. */
  block-size: 3.75rem;
  overflow: hidden;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  color: var(--c-text);
  text-decoration: none;
  &:hover {
    background: var(--c-hover);
  }
  &:focus-visible {
    box-shadow: inset var(--focus-ring);
  }
  &[aria-current='page'] {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
    strong,
    time {
      color: inherit;
    }
  }
`;

const Text = styled.span`
  display: grid;
  min-inline-size: 0;
  strong,
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  > span {
    font-size: var(--fs-sm);
  }
`;

const Meta = styled.span`
  display: grid;
  justify-items: end;
  gap: var(--space-1);
  time {
    font-size: var(--fs-xs);
    color: var(--c-muted);
  }
`;

type Props = {
  contact: ChatContact;
  /** The chat's last message and unseen count; none for a contact without a chat. */
  chat?: { lastMessage: ChatMessage; unseenMsgs: number };
  /** The time or date shown for the last message. */
  when?: string;
  active: boolean;
};

/** A chat or a contact in the sidebar: a link that opens the chat, with status, last message and unseen count. */
export function ChatListItem({ contact, chat, when, active }: Props) {
  const { t } = useTranslation('chat');
  const statusLabel = useStatusLabel();
  const last = chat?.lastMessage;
  const unseen = active ? 0 : (chat?.unseenMsgs ?? 0);
  return (
    <Item to={chatPath(contact.id)} aria-current={active ? 'page' : undefined}>
      {/* The link's text says who and in what status; the picture only repeats it. */}
      <span aria-hidden>
        <Avatar name={contact.fullName} src={publicUrl(contact.avatar)} status={contact.status} />
      </span>
      <Text>
        <strong>
          {contact.fullName}
          <span className="visually-hidden">, {statusLabel(contact.status)}</span>
        </strong>
        <span>
          {last
            ? last.senderId === contact.id
              ? last.message
              : t('chat.you', { message: last.message })
            : contact.about}
        </span>
      </Text>
      {(when || unseen > 0) && (
        <Meta>
          {last && when && <time dateTime={last.time}>{when}</time>}
          {unseen > 0 && (
            <>
              <Badge tone="danger" variant="solid" pill aria-hidden>
                {unseen}
              </Badge>
              <span className="visually-hidden">{t('chat.unseen', { count: unseen })}</span>
            </>
          )}
        </Meta>
      )}
    </Item>
  );
}
