import styled from 'styled-components';

/** A quotation set off by a rule at its start edge, the source under it. */
const Quote = styled.figure`
  margin: 0 0 var(--space-5);
  padding-inline-start: var(--space-4);
  border-inline-start: 4px solid var(--c-primary);
  blockquote {
    margin: 0 0 var(--space-2);
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

/**
 * `<figure>` holds the `<blockquote>` and its `<figcaption>`: who said it and, in `<cite>`, the work
 * it comes from. `cite` on the blockquote gives the source's address to machines.
 */
export default function Blockquotes() {
  return (
    <>
      <Quote>
        <blockquote cite="https://www.w3.org/WAI/fundamentals/accessibility-intro/">
          <p>
            The Web is fundamentally designed to work for all people, whatever their hardware, software, language,
            location, or ability.
          </p>
        </blockquote>
        <figcaption>
          W3C Web Accessibility Initiative, <cite>Introduction to Web Accessibility</cite>
        </figcaption>
      </Quote>
      <Quote style={{ marginBlockEnd: 0, borderColor: 'var(--c-success)', textAlign: 'end' }}>
        <blockquote>
          <p>We closed the books two days faster in the first month.</p>
        </blockquote>
        <figcaption>Marta Silva, finance lead at Lumen</figcaption>
      </Quote>
    </>
  );
}
