import { useState } from 'react';
import { Pagination } from '@/ui/pagination/Pagination';

/** `size="sm"` for a card or a side panel, `md` (the default) under a page's main list. */
export default function PaginationSizes() {
  const [small, setSmall] = useState(2);
  const [medium, setMedium] = useState(2);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Pagination size="sm" page={small} pageCount={5} onPageChange={setSmall} labels={{ nav: 'Small pagination' }} />
      <Pagination page={medium} pageCount={5} onPageChange={setMedium} labels={{ nav: 'Medium pagination' }} />
    </div>
  );
}
