import { Fragment } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../theme';

const Match = styled.span`
  font-weight: var(--fw-semibold);
  text-decoration: underline;
  text-decoration-thickness: 0.1em;
  text-underline-offset: 0.15em;
`;

const Whole = styled.span`
  ${visuallyHiddenCss}
`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each word of `query` marked where it occurs, ignoring case: bold and underlined rather
 * than coloured, so it reads in every skin and in a highlighted option. The marked copy is for the
 * eye; assistive technology gets the text whole, so an option's name stays one word ("Blueberry",
 * never "Blue berr y", as some name computations split it around inline elements).
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escape);
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return (
    <>
      <Whole>{text}</Whole>
      <span aria-hidden>
        {parts.map((part, index) =>
          // split() with a capturing group puts the matches at the odd indexes.
          index % 2 === 1 ? (
            <Match key={index} data-match>
              {part}
            </Match>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
      </span>
    </>
  );
}
