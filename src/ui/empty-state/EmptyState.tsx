import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** The next step: clear the filters, add the first item. */
  action?: ReactNode;
  className?: string;
  /** The title's heading level, to fit the page's outline (default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
};

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-6) var(--space-4);
  text-align: center;
`;

export const StateIcon = styled.span<{ $tone: 'secondary' | 'danger' }>`
  display: inline-flex;
  padding: var(--space-3);
  margin-block-end: var(--space-2);
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  svg {
    inline-size: 1.75rem;
    block-size: 1.75rem;
  }
`;

export const StateTitle = styled.h3`
  margin: 0;
  font-size: var(--fs-lg);
`;

export const StateText = styled.p`
  margin: 0 0 var(--space-2);
  max-inline-size: 28rem;
  color: var(--c-muted);
`;

/** What a list or screen shows when there is nothing to show, and what to do about it. */
export function EmptyState({ title, description, icon, action, className, titleAs = 'h3' }: EmptyStateProps) {
  return (
    <StateRoot className={className} role="status">
      <StateIcon $tone="secondary" aria-hidden>
        {icon ?? <Inbox />}
      </StateIcon>
      <StateTitle as={titleAs}>{title}</StateTitle>
      {description != null && <StateText>{description}</StateText>}
      {action}
    </StateRoot>
  );
}
