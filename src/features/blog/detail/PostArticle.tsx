import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BlogDetail } from '@/lib/api/schemas/blog';
import { Can } from '@/lib/auth/AuthProvider';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { CategoryBadges } from '../components/CategoryBadges';
import { PostByline } from '../components/PostByline';
import { editPath, postPath } from '../place';
import { PostContent } from './PostContent';
import { ShareLinks } from './ShareLinks';
import { publicUrl } from '@/lib/publicUrl';

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-start-start-radius: var(--radius-lg);
  border-start-end-radius: var(--radius-lg);
`;

const Head = styled.header`
  display: grid;
  gap: var(--space-3);
  margin-block-end: var(--space-5);
  h1 {
    margin: 0;
    color: var(--c-heading);
    font-size: var(--fs-xl);
    line-height: 1.3;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: var(--space-1) var(--space-3);
  border: 1px solid var(--c-primary);
  border-radius: var(--radius-md);
  color: var(--c-primary-text);
  font-weight: var(--fw-medium);
  text-decoration: none;
  &:hover {
    background: var(--c-primary-tint);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Foot = styled.div`
  margin-block-start: var(--space-6);
  padding-block-start: var(--space-4);
  border-block-start: 1px solid var(--c-border);
`;

/** The post: its picture, title, author and date, categories, body, the share links and "Edit". */
export function PostArticle({ post }: { post: BlogDetail['blog'] }) {
  const { t } = useTranslation('blog');
  const url = `${window.location.origin}${postPath(post.id)}`;
  return (
    <Card>
      <article aria-labelledby="blog-post-title">
        <Picture src={publicUrl(post.img)} alt="" width={640} height={360} fetchPriority="high" />
        <CardBody>
          <Head>
            <h1 id="blog-post-title" dir="auto">
              {post.title}
            </h1>
            <Line>
              <PostByline name={post.userFullName} avatar={post.avatar} date={post.createdTime} />
              {/* Editing is a change: those who may manage pages see the way to it. */}
              <Can I="manage" a="Page">
                <EditLink to={editPath(post.id)}>
                  <SquarePen aria-hidden />
                  {t('blog.edit')}
                </EditLink>
              </Can>
            </Line>
            <Line>
              <CategoryBadges tags={post.tags} />
              {post.status !== 'Published' && <Badge tone="warning">{t(`blog.status.${post.status}`)}</Badge>}
            </Line>
          </Head>
          <PostContent html={post.content} label={t('blog.content')} />
          <Foot>
            <ShareLinks url={url} title={post.title} />
          </Foot>
        </CardBody>
      </article>
    </Card>
  );
}
