import { useTranslation } from 'react-i18next';
import type { BlogDetail } from '@/lib/api/schemas/blog';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

/** The post's comment count and its comments, then the form that adds one. */
export function PostComments({ post }: { post: BlogDetail }) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const count = post.blog.comments;
  return (
    <>
      <Card title={t('blog.commentsTitle', { formatted: number(count) })} titleAs="h2">
        <CardBody>
          <CommentList comments={post.comments} />
        </CardBody>
      </Card>
      <Card title={t('blog.leaveComment')} titleAs="h2">
        <CardBody>
          <CommentForm postId={post.blog.id} />
        </CardBody>
      </Card>
    </>
  );
}
