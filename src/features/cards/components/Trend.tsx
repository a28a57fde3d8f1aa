import styled from 'styled-components';

/** A trend in percent: green up, red down, with its sign. */
export const Trend = styled.span<{ $down?: boolean }>`
  /* A signed figure reads left to right in a right-to-left page too: "-$74.00", not "$74.00-". */
  direction: ltr;
  unicode-bidi: isolate;
  font-weight: var(--fw-medium);
  color: ${(p) => (p.$down ? 'var(--c-danger-text)' : 'var(--c-success-text)')};
`;
