import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 60%, 100% { opacity: 0.3; }
  30% { opacity: 1; }
`;

const Root = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-lg);
  background: var(--c-card);
  i {
    inline-size: 6px;
    block-size: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite;
  }
  i:nth-child(2) {
    animation-delay: 0.2s;
  }
  i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    i {
      animation: none;
    }
  }
`;

/** "<Name> is typing…", while the contact writes a reply. */
export function TypingIndicator({ name }: { name: string }) {
  const { t } = useTranslation('chat');
  return (
    <Root role="status">
      <Dots aria-hidden>
        <i />
        <i />
        <i />
      </Dots>
      {t('chat.typing', { name })}
    </Root>
  );
}
