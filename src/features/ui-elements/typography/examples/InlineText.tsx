import styled from 'styled-components';

/** Inline elements in the theme's colours: each pair of colours is one of the kit's AA-checked tone pairs. */
const Prose = styled.div`
  display: grid;
  gap: var(--space-2);
  p {
    margin: 0;
  }
  mark {
    padding-inline: 0.2em;
    border-radius: var(--radius-sm);
    background: var(--c-warning-tint);
    color: var(--c-warning-text);
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: var(--radius-sm);
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
    font-size: 0.875em;
  }
  kbd {
    padding: 0.1em 0.4em;
    border-radius: var(--radius-sm);
    background: var(--c-secondary);
    color: var(--c-secondary-contrast);
    font-size: 0.85em;
  }
  small {
    color: var(--c-muted);
  }
  abbr[title] {
    text-decoration: underline dotted;
    cursor: help;
  }
`;

/** The HTML elements for meaning inside a sentence, each saying what it is for. */
export default function InlineText() {
  return (
    <Prose>
      <p>
        <mark>Highlighted</mark> with <code>&lt;mark&gt;</code>: the words a search matched.
      </p>
      <p>
        <del>Deleted</del> and <ins>inserted</ins> text: an edit, as in a price that went from <del>$49</del>{' '}
        <ins>$39</ins>.
      </p>
      <p>
        <s>No longer accurate</s>: struck through with <code>&lt;s&gt;</code>.
      </p>
      <p>
        <u>Underlined</u> for an annotation, such as a misspelt word; links are underlined already.
      </p>
      <p>
        <strong>Strong</strong> for importance, <em>emphasis</em> for stress, <small>small print</small> for side
        comments.
      </p>
      <p>
        <abbr title="Role-based access control">RBAC</abbr> shows its full name on hover.
      </p>
      <p>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search; call <code>useUsersQuery()</code> to load the list.
      </p>
    </Prose>
  );
}
