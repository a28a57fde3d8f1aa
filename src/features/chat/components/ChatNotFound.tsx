import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { chatPath } from '../chatPath';
import { ThreadFrame, ThreadState } from './threadLayout';

const BackLink = styled(Link)`
  display: inline-flex;
  ${primaryLinkCss}
`;

/** An address that names no contact: said inside the chat screen, with the way back to the list. */
export function ChatNotFound() {
  const { t } = useTranslation('chat');
  return (
    <ThreadFrame aria-label={t('chat.notFound.title')}>
      <ThreadState>
        <EmptyState
          titleAs="h2"
          icon={<UserX />}
          title={t('chat.notFound.title')}
          description={t('chat.notFound.text')}
          action={<BackLink to={chatPath()}>{t('chat.backToChats')}</BackLink>}
        />
      </ThreadState>
    </ThreadFrame>
  );
}
