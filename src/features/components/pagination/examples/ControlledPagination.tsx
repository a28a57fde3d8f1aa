import { useState } from 'react';
import { Pagination } from '@/ui/pagination/Pagination';

/** The page lives in the component's state; `onPageChange` moves it and the line below follows. */
export default function ControlledPagination() {
  const [page, setPage] = useState(3);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Pagination page={page} pageCount={7} onPageChange={setPage} labels={{ nav: 'Orders pages' }} />
      <p aria-live="polite" style={{ margin: 0 }}>
        Orders, page {page} of 7
      </p>
    </div>
  );
}
