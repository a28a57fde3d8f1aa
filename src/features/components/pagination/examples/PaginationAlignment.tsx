import { useState } from 'react';
import { Pagination } from '@/ui/pagination/Pagination';

const placements = [
  { justify: 'flex-start', name: 'Start-aligned pages' },
  { justify: 'center', name: 'Centred pages' },
  { justify: 'flex-end', name: 'End-aligned pages' },
] as const;

/**
 * The pagination is as wide as its buttons: its container places it. Start and end follow the reading
 * direction, so in RTL "start" is on the right.
 */
export default function PaginationAlignment() {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {placements.map(({ justify, name }) => (
        <div key={justify} style={{ display: 'flex', justifyContent: justify }}>
          <Pagination size="sm" page={page} pageCount={4} onPageChange={setPage} labels={{ nav: name }} />
        </div>
      ))}
    </div>
  );
}
