import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '@/lib/html/sanitizeHtml';

/**
 * Contained twice over: the sanitizer leaves no style, class or id, and the pane itself keeps whatever
 * is left inside it (`contain` makes it the frame of anything positioned in it, `overflow` clips).
 */
const Body = styled.div`
  position: relative;
  contain: content;
  overflow: auto;
  overflow-wrap: anywhere;
  color: var(--c-text);
  line-height: 1.6;
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  h1,
  h2,
  h3 {
    font-size: var(--fs-lg);
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

/** A mail's HTML, sanitized before it is shown (src/lib/html/sanitizeHtml.ts says what is kept). */
export function MailBody({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The mail keeps its own direction (an English mail in an Arabic interface reads left to right).
  return <Body aria-label={label} role="document" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
