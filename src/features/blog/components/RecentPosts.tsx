import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BlogSidebar } from '@/lib/api/schemas/blog';
import { useFormat } from '@/lib/format';
import { LoadError } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { useSidebar } from '../api/posts';
import { postPath } from '../place';
import { placeholderRecent } from './placeholders';
import { publicUrl } from '@/lib/publicUrl';

const List = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 6.25rem minmax(0, 1fr);
    gap: var(--space-3);
    align-items: center;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius-md);
  }
  a {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
    text-decoration: none;
  }
  a:hover {
    color: var(--c-primary-text);
  }
  time {
    display: block;
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

function Posts({ posts }: { posts: BlogSidebar['recentPosts'] }) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  return (
    <List aria-label={t('blog.recentPosts')}>
      {posts.map((post) => (
        <li key={post.id}>
          {/* The title beside it is the link's name: the picture is decoration. */}
          <img src={publicUrl(post.img)} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <div>
            <Link to={postPath(post.id)} dir="auto">
              {post.title}
            </Link>
            <time dateTime={post.createdTime}>{format.date(post.createdTime)}</time>
          </div>
        </li>
      ))}
    </List>
  );
}

/** The sidebar's four newest posts; a skeleton of their size while they load. */
export function RecentPosts() {
  const { t } = useTranslation('blog');
  const sidebar = useSidebar();
  return (
    <Card title={t('blog.recentPosts')} titleAs="h2">
      <CardBody>
        {sidebar.isSuccess ? (
          <Posts posts={sidebar.data.recentPosts} />
        ) : sidebar.isError ? (
          <LoadError title={t('blog.sidebarError')} query={sidebar} />
        ) : (
          <Skeleton label={t('app.loading')}>
            <Posts posts={placeholderRecent} />
          </Skeleton>
        )}
      </CardBody>
    </Card>
  );
}
