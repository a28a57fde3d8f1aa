import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ChatContact } from '@/lib/api/schemas/chat';
import { Avatar } from '@/ui/avatar/Avatar';
import { chatPath } from '../chatPath';
import { ContactAbout } from './ContactAbout';
import { useStatusLabel } from './useStatusLabel';
import { publicUrl } from '@/lib/publicUrl';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  min-block-size: 4.25rem;
  background: var(--c-card);
  border-block-end: 1px solid var(--c-border);
`;

const Back = styled(Link)`
  display: inline-flex;
  padding: var(--space-2);
  border-radius: var(--radius-md);
  color: var(--c-heading);
  &:hover {
    background: var(--c-hover);
  }
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  /* The arrow points back along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Who = styled.div`
  flex: 1;
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: var(--fs-md);
    font-weight: var(--fw-medium);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  p {
    margin: 0;
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

type Props = { contact: ChatContact; titleId: string; showBack: boolean };

/** Who the chat is with: picture, name, status in words and role; their "about" opens in a side panel. */
export function ThreadHeader({ contact, titleId, showBack }: Props) {
  const { t } = useTranslation('chat');
  const statusLabel = useStatusLabel();
  const status = statusLabel(contact.status);
  return (
    <Header>
      {showBack && (
        <Back to={chatPath()} aria-label={t('chat.back')}>
          <ArrowLeft aria-hidden />
        </Back>
      )}
      <Avatar name={contact.fullName} src={publicUrl(contact.avatar)} status={contact.status} statusLabel={status} />
      <Who>
        <h2 id={titleId}>{contact.fullName}</h2>
        <p>{t('chat.statusAndRole', { status, role: contact.role })}</p>
      </Who>
      <ContactAbout contact={contact} />
    </Header>
  );
}
