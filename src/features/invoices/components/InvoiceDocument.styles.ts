import styled from 'styled-components';

/** The invoice document's parts (InvoiceDocument.tsx). */
export const Doc = styled.article`
  display: grid;
  gap: var(--space-6);
  color: var(--c-body-text);
  p,
  dl {
    margin: 0;
  }
`;

/** The document's title (an h2 in a page, an h1 where the document is the page) and its sections'. */
export const DocTitle = styled.h2`
  margin: 0;
  color: var(--c-heading);
  font-size: 2rem;
`;
export const DocSection = styled.h3`
  margin: 0 0 var(--space-2);
  color: var(--c-heading);
  font-size: var(--fs-base);
`;

export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-5);
  padding-block-end: var(--space-5);
  border-block-end: 1px solid var(--c-border);
  address {
    font-style: normal;
    line-height: 1.7;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-block-end: var(--space-3);
  font-size: var(--fs-lg);
  font-weight: var(--fw-semibold);
  color: var(--c-heading);
`;

export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: var(--space-1) var(--space-4);
  align-content: start;
  dt {
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    color: var(--c-heading);
    overflow-wrap: anywhere;
  }
`;

export const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: var(--space-5);
  address {
    font-style: normal;
    line-height: 1.7;
    overflow-wrap: anywhere;
  }
`;

export const Lines = styled.div`
  overflow-x: auto;
  table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--space-3);
    border-block-end: 1px solid var(--c-border);
    text-align: start;
    vertical-align: top;
  }
  th {
    color: var(--c-muted);
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    text-transform: uppercase;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
    white-space: nowrap;
  }
  small {
    display: block;
    color: var(--c-muted);
  }
`;

export const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-5);
`;

export const Totals = styled(Pairs)`
  min-inline-size: 14rem;
  dd {
    text-align: end;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-block-start: var(--space-2);
    border-block-start: 1px solid var(--c-border);
    font-weight: var(--fw-semibold);
  }
`;

export const Note = styled.p`
  padding-block-start: var(--space-4);
  border-block-start: 1px solid var(--c-border);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
