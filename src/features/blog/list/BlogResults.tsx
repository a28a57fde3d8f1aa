import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BLOG_PAGE_SIZE } from '@/lib/api/blogRules';
import { ApiError } from '@/lib/api/client';
import type { BlogListResponse } from '@/lib/api/schemas/blog';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import type { BlogListState } from './listParams';
import { PostGrid, PostGridSkeleton } from './PostGrid';

type Props = {
  query: UseQueryResult<BlogListResponse>;
  state: BlogListState;
  filtered: boolean;
  onClear: () => void;
};

/**
 * The posts, or what stands in for them: a skeleton of a page of cards while they load, what failed,
 * a category the server does not know, no posts at all, or none that match (with a way to clear).
 */
export function BlogResults({ query, state, filtered, onClear }: Props) {
  const { t } = useTranslation('blog');
  if (query.isPending) return <PostGridSkeleton count={BLOG_PAGE_SIZE} />;
  const refused = query.error instanceof ApiError && query.error.status === 400;
  if (query.isError && !refused)
    return (
      <Card>
        <LoadError title={t('blog.listError')} query={query} />
      </Card>
    );
  if (query.isSuccess && query.data.posts.length > 0)
    return <PostGrid posts={query.data.posts} busy={query.isPlaceholderData} />;

  const [title, hint] = refused
    ? [t('blog.refusedTitle'), t('blog.refusedHint')]
    : !filtered
      ? [t('blog.noPosts'), t('blog.noPostsHint')]
      : [t('blog.noMatch'), state.q ? t('blog.noMatchSearch', { q: state.q }) : t('blog.noMatchHint')];
  return (
    <Card>
      <EmptyState
        titleAs="h2"
        icon={<SearchX aria-hidden />}
        title={title}
        description={hint}
        action={
          (refused || filtered) && (
            <Button variant="outline" onClick={onClear}>
              {t('blog.clearFilters')}
            </Button>
          )
        }
      />
    </Card>
  );
}
