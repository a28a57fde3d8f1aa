import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { MessageText } from './MessageText';
import { Bubble, Bubbles, GroupRow, Meta, SenderName } from './messageStyles';
import type { OutgoingMessage } from './OutboxProvider';

const NotSent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--c-danger-text);
  font-weight: var(--fw-medium);
  svg {
    inline-size: 1em;
    block-size: 1em;
  }
`;

type PendingProps = { pending: readonly OutgoingMessage[]; onRetry: (key: number) => void };

/** One's own messages not sent yet: "Sending…", or "Not sent" with why and a button to try again. */
export function PendingMessages({ pending, onRetry }: PendingProps) {
  const { t } = useTranslation('chat');
  if (pending.length === 0) return null;
  return (
    <GroupRow $mine>
      <Bubbles $mine>
        {pending.map((item) => (
          <Bubbles key={item.key} $mine>
            <Bubble $mine>
              <SenderName>{t('chat.me')}: </SenderName>
              <MessageText text={item.message} />
            </Bubble>
            <Meta>
              {item.state === 'sending' ? (
                <span>{t('chat.sending')}</span>
              ) : (
                <>
                  <NotSent>
                    <AlertCircle aria-hidden />
                    {t('chat.notSent')}
                  </NotSent>
                  <span>{item.error}</span>
                  <Button
                    size="sm"
                    variant="text"
                    tone="danger"
                    startIcon={<RotateCw aria-hidden />}
                    onClick={() => onRetry(item.key)}
                  >
                    {t('chat.retry')}
                  </Button>
                </>
              )}
            </Meta>
          </Bubbles>
        ))}
      </Bubbles>
    </GroupRow>
  );
}
