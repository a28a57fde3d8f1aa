import { useTranslation } from 'react-i18next';
import { useUrlListState } from '@/lib/hooks/useUrlListState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { usePosts } from '../api/posts';
import { BlogLayout } from '../components/BlogLayout';
import { CategoryLinks } from '../components/CategoryLinks';
import { RecentPosts } from '../components/RecentPosts';
import { SidebarSearch } from '../components/SidebarSearch';
import { BlogPager } from '../list/BlogPager';
import { BlogResults } from '../list/BlogResults';
import { blogListCodec, isFiltered } from '../list/listParams';

/**
 * `/pages/blog/list`: the posts as cards, six a page, newest first; the sidebar searches them, lists
 * the newest and narrows them to a category. Search, category and page are in the URL; the server
 * filters and pages (docs/demo-api.md, Blog). The header and the frames paint before any data.
 */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [state, update] = useUrlListState(blogListCodec);
  const query = usePosts({ q: state.q || undefined, category: state.category || undefined, page: state.page });
  const filtered = isFiltered(state);

  return (
    <PageStack>
      <PageHeader title={t('blog.title')} description={t('blog.listDescription')} />
      <BlogLayout
        search={<SidebarSearch q={state.q} onSearch={(q) => update({ q }, { replace: true })} />}
        main={
          <>
            <BlogResults
              query={query}
              state={state}
              filtered={filtered}
              onClear={() => update({ q: '', category: '' })}
            />
            <BlogPager
              total={query.data?.total}
              page={state.page}
              onPage={(page, options) => update({ page }, options)}
            />
          </>
        }
        aside={
          <>
            <RecentPosts />
            <CategoryLinks current={state.category} q={state.q} />
          </>
        }
      />
    </PageStack>
  );
}
