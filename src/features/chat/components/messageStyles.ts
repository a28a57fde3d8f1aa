import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from '@/ui/theme/GlobalStyle';

/** One sender's run of messages: the contact's at the inline start, one's own at the end (mirrored in RTL). */
export const GroupRow = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
  justify-content: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
`;

export const Bubbles = styled.div<{ $mine: boolean }>`
  display: grid;
  justify-items: ${(p) => (p.$mine ? 'end' : 'start')};
  gap: var(--space-1);
  max-inline-size: min(36rem, 80%);
`;

export const Bubble = styled.p<{ $mine: boolean }>`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-lg);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  box-shadow: var(--shadow);
  ${(p) =>
    p.$mine
      ? css`
          border-end-end-radius: var(--radius-sm);
          background: var(--c-primary);
          color: var(--c-primary-contrast);
        `
      : css`
          border-end-start-radius: var(--radius-sm);
          background: var(--c-card);
          color: var(--c-text);
        `}
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  font-size: var(--fs-xs);
  color: var(--c-muted);
`;

/** A day's heading between its messages, a rule on either side. */
export const DaySeparator = styled.h3`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin: var(--space-2) 0;
  font-size: var(--fs-xs);
  font-weight: var(--fw-medium);
  color: var(--c-muted);
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid var(--c-border);
  }
`;

/** Whose the run is, for a screen reader (the side and colour say it on screen). */
export const SenderName = styled.span`
  ${visuallyHiddenCss}
`;
