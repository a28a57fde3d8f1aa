import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Pagination } from '@/ui/pagination/Pagination';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  /* The double arrows point along the reading direction, as the pagination's own do. */
  [dir='rtl'] & > button svg {
    transform: scaleX(-1);
  }
`;

const pageCount = 120;

/** Buttons to jump to the first and the last page beside the pagination, for long lists. */
export default function FirstLastPagination() {
  const [page, setPage] = useState(60);
  return (
    <Row>
      <Button
        variant="tint"
        size="sm"
        iconOnly
        aria-label="First page"
        disabled={page === 1}
        onClick={() => setPage(1)}
      >
        <ChevronsLeft aria-hidden />
      </Button>
      <Pagination size="sm" page={page} pageCount={pageCount} onPageChange={setPage} labels={{ nav: 'Event pages' }} />
      <Button
        variant="tint"
        size="sm"
        iconOnly
        aria-label="Last page"
        disabled={page === pageCount}
        onClick={() => setPage(pageCount)}
      >
        <ChevronsRight aria-hidden />
      </Button>
    </Row>
  );
}
