import styled from 'styled-components';
import { Pagination, type PaginationProps } from './Pagination';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-4) var(--space-5);
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

export type ListFooterProps = {
  summary: string | null;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationProps['labels'];
};

/** Under a list: which rows are shown (announced as it changes), and the pages. */
export function ListFooter({ summary, page, pageCount, onPageChange, labels }: ListFooterProps) {
  return (
    <Footer>
      <p aria-live="polite">{summary ?? '\u00a0'}</p>
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={onPageChange} labels={labels} />
    </Footer>
  );
}
