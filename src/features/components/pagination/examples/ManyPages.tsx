import { useState } from 'react';
import { Pagination } from '@/ui/pagination/Pagination';

/**
 * Fifty pages: the first and the last always show, gaps (…) stand for the pages skipped, and
 * `siblings` sets how many pages show on each side of the current one. The row keeps its length
 * while the page moves, so the buttons never jump under the pointer.
 */
export default function ManyPages() {
  const [page, setPage] = useState(24);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Pagination page={page} pageCount={50} onPageChange={setPage} labels={{ nav: 'Log pages, one sibling' }} />
      <Pagination
        page={page}
        pageCount={50}
        siblings={2}
        onPageChange={setPage}
        labels={{ nav: 'Log pages, two siblings' }}
      />
    </div>
  );
}
