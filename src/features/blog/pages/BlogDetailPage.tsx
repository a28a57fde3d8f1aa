import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { LoadError } from '@/lib/query/QueryStates';
import { Card } from '@/ui/card/Card';
import { PageStack } from '@/ui/page-header/PageHeader';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { usePost } from '../api/post';
import { BlogLayout } from '../components/BlogLayout';
import { BlogNotFound } from '../components/BlogNotFound';
import { CategoryLinks } from '../components/CategoryLinks';
import { placeholderPost } from '../components/placeholders';
import { RecentPosts } from '../components/RecentPosts';
import { SearchToList } from '../components/SearchToList';
import { PostArticle } from '../detail/PostArticle';
import { PostComments } from '../detail/PostComments';
import { postIdFrom } from '../place';

/**
 * `/pages/blog/detail/:id?`: one post (the newest on the bare path), its share links, its comments
 * and the form that adds one, beside the blog's sidebar. An id that names no post is not-found.
 */
export function BlogDetailPage() {
  const id = postIdFrom(useParams().id);
  return id === null ? <BlogNotFound /> : <Post id={id} />;
}

function Post({ id }: { id: number | undefined }) {
  const { t } = useTranslation('blog');
  const post = usePost(id);
  if (post.error instanceof ApiError && post.error.status === 404) return <BlogNotFound />;
  return (
    <PageStack>
      <BlogLayout
        search={<SearchToList />}
        main={
          post.isSuccess ? (
            <>
              <PostArticle post={post.data.blog} />
              <PostComments post={post.data} />
            </>
          ) : post.isError ? (
            <Card>
              <LoadError title={t('blog.postError')} query={post} />
            </Card>
          ) : (
            <Skeleton label={t('app.loading')}>
              <PostArticle post={placeholderPost} />
            </Skeleton>
          )
        }
        aside={
          <>
            <RecentPosts />
            <CategoryLinks />
          </>
        }
      />
    </PageStack>
  );
}
