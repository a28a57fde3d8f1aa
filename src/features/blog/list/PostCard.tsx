import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BlogListItem } from '@/lib/api/schemas/blog';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { CategoryBadges } from '../components/CategoryBadges';
import { PostByline } from '../components/PostByline';
import { postPath } from '../place';
import { publicUrl } from '@/lib/publicUrl';

const Root = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  min-inline-size: 0;
  overflow: hidden;
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  /* On a phone a post is a row: a small square picture beside its title and a two-line excerpt, so a
     screen shows several posts (and nothing the data brings outgrows the page's own header). */
  @media (max-width: 35.99em) {
    grid-template-columns: 5.5rem minmax(0, 1fr);
    grid-template-rows: none;
    align-items: start;
  }
`;

/** 16:9 like the pictures; the width and height attributes give the box its size before it loads. */
const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  @media (max-width: 35.99em) {
    inline-size: 5.5rem;
    aspect-ratio: 1;
    margin-block-start: var(--space-4);
    margin-inline-start: var(--space-4);
    border-radius: var(--radius-md);
  }
`;

/* A column whose footer sits at the bottom, so the cards of a row line their footers up. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-5);
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    line-height: 1.35;
  }
  h2 a {
    color: var(--c-heading);
    text-decoration: none;
  }
  h2 a:hover {
    color: var(--c-primary-text);
  }
  p {
    margin: 0;
    color: var(--c-text);
  }
  @media (max-width: 35.99em) {
    padding: var(--space-4);
    p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      line-clamp: 2;
      overflow: hidden;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  margin-block-start: auto;
  padding-block-start: var(--space-3);
  border-block-start: 1px solid var(--c-border);
  color: var(--c-muted);
  font-size: var(--fs-sm);
  span {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

type Props = {
  post: BlogListItem;
  /** The first cards are the page's largest paint: their pictures load at once and first. */
  eager?: boolean;
};

/** A post in the list: picture, title (the link to it), author and date, categories, excerpt, comments. */
export function PostCard({ post, eager = false }: Props) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  return (
    <Root aria-labelledby={`blog-post-${post.id}`}>
      {/* The title names the post: the picture adds nothing a reader needs. */}
      <Picture
        src={publicUrl(post.img)}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <Body>
        <h2 id={`blog-post-${post.id}`} dir="auto">
          <Link to={postPath(post.id)}>{post.title}</Link>
        </h2>
        <PostByline name={post.userFullName} avatar={post.avatar} date={post.blogPosted} />
        <CategoryBadges tags={post.tags} />
        <p dir="auto">{post.excerpt}</p>
        <Footer>
          <span>
            <MessageSquare aria-hidden />
            {t('blog.comments', { count: post.comment, formatted: number(post.comment) })}
          </span>
          {post.status !== 'Published' && <Badge tone="warning">{t(`blog.status.${post.status}`)}</Badge>}
        </Footer>
      </Body>
    </Root>
  );
}
