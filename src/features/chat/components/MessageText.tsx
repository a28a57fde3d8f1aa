import { useMemo } from 'react';
import { linkify } from '../linkify';

/**
 * A message as the plain text it is (markup shows as typed); http and https addresses become links
 * that open in a new tab without access to this page.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  // Isolated: a message keeps its own direction (an English message in an Arabic interface).
  return (
    <bdi>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
