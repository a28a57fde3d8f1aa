import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '@/lib/html/sanitizeHtml';

/**
 * The post's body: only what sanitizeHtml keeps (docs/ARCHITECTURE.md, HTML from data), and held
 * inside its pane (`contain`, clipped overflow) whatever the markup tries.
 */
const Pane = styled.div`
  position: relative;
  contain: content;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: var(--c-text);
  font-size: var(--fs-md);
  line-height: 1.75;
  h2,
  h3 {
    margin: var(--space-5) 0 var(--space-2);
    color: var(--c-heading);
    font-size: var(--fs-lg);
  }
  blockquote {
    margin: var(--space-4) 0;
    padding-inline-start: var(--space-4);
    border-inline-start: 3px solid var(--c-primary);
    color: var(--c-heading);
    font-style: italic;
  }
  ul,
  ol {
    padding-inline-start: var(--space-5);
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: var(--c-primary-text);
  }
  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
`;

export function PostContent({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Pane role="document" aria-label={label} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
