import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogListItem } from '@/lib/api/schemas/blog';
import { busyBarCss } from '@/ui/shared/busyBarCss';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { placeholderPosts } from '../components/placeholders';
import { PostCard } from './PostCard';

const List = styled.ul`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
  /* The next page on its way: a bar along the top while the cards shown stay. */
  &[aria-busy='true']::before {
    content: '';
    ${busyBarCss}
    inset-block-start: calc(-1 * var(--space-3));
  }
`;

type Props = { posts: BlogListItem[]; busy?: boolean };

/** The posts as a grid of cards, named "Posts" for assistive technology. */
export function PostGrid({ posts, busy = false }: Props) {
  const { t } = useTranslation('blog');
  return (
    <List aria-label={t('blog.posts')} aria-busy={busy || undefined}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index < 2} />
        </li>
      ))}
    </List>
  );
}

/** The grid as it will be while the posts load: `count` cards of their loaded size. */
export function PostGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('blog');
  return (
    <Skeleton label={t('app.loading')}>
      <PostGrid posts={placeholderPosts(count)} />
    </Skeleton>
  );
}
