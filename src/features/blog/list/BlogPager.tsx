import { useTranslation } from 'react-i18next';
import { BLOG_PAGE_SIZE } from '@/lib/api/blogRules';
import { useFormat } from '@/lib/format';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { useLastPageClamp } from '@/lib/hooks/useSearchBox';
import { Card } from '@/ui/card/Card';
import { ListFooter } from '@/ui/pagination/ListFooter';

type Props = {
  /** The posts that match, once known. */
  total: number | undefined;
  page: number;
  onPage: (page: number, options?: { replace: boolean }) => void;
};

/**
 * Under the cards: which posts are shown ("Showing 7–10 of 10 posts") and the pages. It is drawn
 * while the posts load too, so nothing below it moves when they come. A page past the end (after a
 * filter, or typed in the address) moves to the last one.
 */
export function BlogPager({ total, page, onPage }: Props) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const labels = usePaginationLabels();
  const pages = Math.ceil((total ?? 0) / BLOG_PAGE_SIZE) || 1;
  const skipped = (page - 1) * BLOG_PAGE_SIZE;
  useLastPageClamp(total !== undefined && total > 0 && page > pages, () => onPage(pages, { replace: true }));
  const summary = total
    ? t('blog.showing', {
        first: number(skipped + 1),
        last: number(Math.min(total, skipped + BLOG_PAGE_SIZE)),
        total: number(total),
      })
    : null;
  return (
    <Card>
      <ListFooter summary={summary} page={page} pageCount={pages} onPageChange={onPage} labels={labels} />
    </Card>
  );
}
