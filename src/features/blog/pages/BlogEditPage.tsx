import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { usePostEdit } from '../api/edit';
import { BlogNotFound } from '../components/BlogNotFound';
import { PostByline } from '../components/PostByline';
import { PostEditForm } from '../edit/PostEditForm';
import { blogListPath, postIdFrom } from '../place';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  margin-block-end: var(--space-5);
`;

/**
 * `/pages/blog/edit/:id?`: a post's editor (the newest post's on the bare path): title and slug,
 * categories, status, excerpt, featured image and body, saved to the demo server, which the list and
 * the post then show. An id that names no post is not-found.
 */
export function BlogEditPage() {
  const id = postIdFrom(useParams().id);
  return id === null ? <BlogNotFound /> : <EditPost id={id} />;
}

function EditPost({ id }: { id: number | undefined }) {
  const { t } = useTranslation('blog');
  const post = usePostEdit(id);
  if (post.error instanceof ApiError && post.error.status === 404) return <BlogNotFound />;
  return (
    <PageStack>
      <PageHeader title={t('blog.editTitle')} description={t('blog.editDescription')} />
      <Card>
        <CardBody>
          {post.isSuccess ? (
            <>
              <Top>
                <PostByline name={post.data.userFullName} avatar={post.data.avatar} date={post.data.createdTime} />
                <Link to={blogListPath}>{t('blog.backToList')}</Link>
              </Top>
              <PostEditForm key={post.data.id} post={post.data} />
            </>
          ) : post.isError ? (
            <LoadError title={t('blog.postError')} query={post} />
          ) : (
            <LoadingStatus />
          )}
        </CardBody>
      </Card>
    </PageStack>
  );
}
