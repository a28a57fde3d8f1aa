import styled from 'styled-components';

/** A step's two columns: what the step asks for, and beside it (under it on a phone) the price details. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
  align-items: start;
  @media (min-width: 62rem) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: var(--space-6);
  min-inline-size: 0;
`;

/** Label and figure pairs, figures at the end of the line; the last pair (the total) set apart. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: var(--space-2);
  margin: 0;
  dt {
    color: var(--c-text);
  }
  dd {
    margin: 0;
    padding-inline-start: var(--space-4);
    text-align: end;
    color: var(--c-heading);
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-block-start: var(--space-3);
    border-block-start: 1px solid var(--c-border);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
`;

/** A saved or placed address, as text (whatever was typed shows as typed, markup included). */
export const AddressLines = styled.address`
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;
  > span {
    display: block;
  }
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-block-start: var(--space-5);
  > * {
    flex: 1 1 auto;
  }
`;
