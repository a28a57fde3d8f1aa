import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.details`
  padding: var(--space-4);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow);
  summary {
    cursor: pointer;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  summary:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
    border-radius: var(--radius-sm);
  }
  > div {
    margin-block-start: var(--space-3);
  }
  > div > :last-child {
    margin-block-end: 0;
  }
`;

export type DisclosureProps = {
  /** The always-visible line: a question, a heading. */
  summary: ReactNode;
  children: ReactNode;
  /** Open to begin with (and whenever this turns true). */
  open?: boolean;
};

/**
 * A summary that opens onto its detail: the native <details>, so Enter, Space, find-in-page and
 * screen readers work without script. Used for FAQ and Q&A lists.
 */
export function Disclosure({ summary, children, open }: DisclosureProps) {
  return (
    <Root open={open || undefined}>
      <summary>{summary}</summary>
      <div>{children}</div>
    </Root>
  );
}
