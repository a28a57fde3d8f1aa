import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatContact } from '@/lib/api/schemas/chat';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { useStatusLabel } from './useStatusLabel';
import { publicUrl } from '@/lib/publicUrl';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  text-align: center;
  h3 {
    margin: var(--space-2) 0 0;
    font-size: var(--fs-lg);
  }
  h4 {
    justify-self: start;
    margin: var(--space-4) 0 0;
    font-size: var(--fs-sm);
    text-transform: uppercase;
    color: var(--c-muted);
  }
  p {
    margin: 0;
  }
  p:last-child {
    justify-self: start;
    text-align: start;
  }
`;

/** A button in the chat's header that opens the contact's details and "about" in a side panel. */
export function ContactAbout({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation('chat');
  const statusLabel = useStatusLabel();
  const status = statusLabel(contact.status);
  return (
    <Offcanvas
      title={t('chat.aboutTitle', { name: contact.fullName })}
      trigger={
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label={t('chat.aboutOpen', { name: contact.fullName })}
          startIcon={<Info aria-hidden />}
        />
      }
    >
      <Body>
        <Avatar
          size="xl"
          name={contact.fullName}
          src={publicUrl(contact.avatar)}
          status={contact.status}
          statusLabel={status}
        />
        <h3>{contact.fullName}</h3>
        <p>{contact.role}</p>
        <p>{status}</p>
        <h4>{t('chat.about')}</h4>
        <p>{contact.about}</p>
      </Body>
    </Offcanvas>
  );
}
