import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '@/lib/html/sanitizeHtml';

/**
 * Contained twice over, as a mail's body is: the sanitizer leaves no style, class or id, and the
 * pane keeps whatever is left inside it (`contain` frames anything positioned, `overflow` clips).
 */
const Body = styled.div`
  position: relative;
  contain: content;
  overflow: auto;
  overflow-wrap: anywhere;
  color: var(--c-text);
  line-height: 1.7;
  ol,
  ul {
    display: grid;
    gap: var(--space-2);
    padding-inline-start: var(--space-5);
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: var(--c-primary-text);
  }
  strong {
    color: var(--c-heading);
  }
  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
`;

/** An article's HTML, sanitized before it is shown (src/lib/html/sanitizeHtml.ts says what is kept). */
export function ArticleContent({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Body aria-label={label} role="document" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
