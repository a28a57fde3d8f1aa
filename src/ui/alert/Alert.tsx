import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';
import { closeButtonCss } from '../shared/closeButtonCss';

export type AlertProps = {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the alert hides itself and calls `onDismiss`. */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** `alert` interrupts a screen reader; use it for errors that need attention now. */
  role?: 'alert' | 'status' | 'note';
  icon?: ReactNode | false;
  className?: string;
};

const defaultIcons: Record<Tone, ReactNode> = {
  primary: <Info />,
  secondary: <Info />,
  info: <Info />,
  success: <CheckCircle2 />,
  warning: <AlertTriangle />,
  danger: <XCircle />,
};

const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  /* A link takes the alert's own colour, which meets AA on its tint (tokens.test), and its underline;
     the theme's link colour falls short on some tints of the dark skin (4.4:1 on info). */
  a {
    color: inherit;
    font-weight: var(--fw-semibold);
  }
  > svg {
    flex-shrink: 0;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-block-start: 0.1rem;
  }
`;

const Content = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

const Title = styled.p`
  margin: 0 0 var(--space-1);
  font-weight: var(--fw-semibold);
`;

const Close = styled.button`
  ${closeButtonCss('1rem')}
  margin: calc(-1 * var(--space-1));
  /* On a tinted alert the button takes the alert's own colour. */
  color: inherit;
  &:hover {
    color: inherit;
  }
`;

export function Alert({
  tone = 'primary',
  title,
  children,
  dismissible,
  onDismiss,
  role = 'note',
  icon,
  className,
}: AlertProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Root $tone={tone} role={role} className={className}>
      {icon === false ? null : (icon ?? defaultIcons[tone])}
      <Content>
        {title != null && <Title>{title}</Title>}
        {children}
      </Content>
      {dismissible && (
        <Close
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        >
          <X aria-hidden />
        </Close>
      )}
    </Root>
  );
}
