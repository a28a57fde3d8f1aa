import { useLocation, useSearchParams } from 'react-router';
import { Pagination } from '@/ui/pagination/Pagination';

const pageCount = 9;

/**
 * The page in the address (`?page=3`) with react-router's `useSearchParams`: a reload, a shared link
 * and the browser's Back button all keep it. A missing or wrong value reads as page 1.
 */
export default function UrlPagination() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pageCount) : 1;
  const goTo = (next: number) =>
    setParams(
      (was) => {
        const updated = new URLSearchParams(was);
        updated.set('page', String(next));
        return updated;
      },
      // Only the list changes: the window stays where it is.
      { preventScrollReset: true },
    );
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Pagination page={page} pageCount={pageCount} onPageChange={goTo} labels={{ nav: 'Report pages' }} />
      <p style={{ margin: 0 }}>
        Address: <code style={{ overflowWrap: 'anywhere' }}>{pathname + search}</code>
      </p>
    </div>
  );
}
