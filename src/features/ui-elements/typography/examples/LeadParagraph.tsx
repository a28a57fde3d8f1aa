import styled from 'styled-components';

/** The paragraph that opens a page or a section: larger and lighter than the text after it. */
const Lead = styled.p`
  font-size: var(--fs-lg);
  font-weight: var(--fw-regular);
  line-height: 1.6;
  color: var(--c-heading);
`;

/** A lead paragraph, then body text and a muted note in the theme's smaller size. */
export default function LeadParagraph() {
  return (
    <>
      <Lead>
        Atrium brings your users, invoices and reports into one place, so the whole team works from the same numbers.
      </Lead>
      <p>
        Body text follows at the theme&apos;s base size (0.9375 rem) and line height. Keep lines between 50 and 75
        characters so the eye finds the next one easily.
      </p>
      <p style={{ margin: 0, fontSize: 'var(--fs-sm)', color: 'var(--c-muted)' }}>
        Last updated 2 hours ago by Amelia Hart.
      </p>
    </>
  );
}
