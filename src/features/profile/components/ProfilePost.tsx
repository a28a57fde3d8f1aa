import { Heart, MessageSquare, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { publicUrl } from '@/lib/publicUrl';

const Post = styled.article`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-5);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  p {
    margin: 0;
  }
  img.photo {
    inline-size: 100%;
    block-size: auto;
    max-block-size: 22rem;
    object-fit: contain;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
`;

const Byline = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  h2 {
    margin: 0;
    font-size: var(--fs-md);
    color: var(--c-heading);
  }
  time {
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--c-muted);
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Comments = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
`;

type ProfilePostProps = {
  post: ProfileData['post'][number];
  /** Its place in the feed, from 0, and the feed's length: the feed role announces both. */
  index: number;
  count: number;
};

/** One post of the feed: its author and time, text, photo, counts, who liked it, and its comments. */
export function ProfilePost({ post, index, count }: ProfilePostProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <Post aria-labelledby={`post-${index}`} aria-posinset={index + 1} aria-setsize={count}>
      <Byline>
        <Avatar name={post.username} src={publicUrl(post.avatar)} size="md" />
        <div>
          <h2 id={`post-${index}`}>{post.username}</h2>
          <time dateTime={post.postTime}>{format.date(post.postTime)}</time>
        </div>
      </Byline>
      <p>{post.postText}</p>
      <img className="photo" src={publicUrl(post.postImg)} alt="" width={640} height={480} />
      <Counts>
        <li>
          <Heart aria-hidden fill={post.youLiked ? 'currentColor' : 'none'} />
          {t('profile.likes', { count: format.number(post.likes) })}
        </li>
        <li>
          <MessageSquare aria-hidden />
          {t('profile.comments', { count: format.number(post.comments) })}
        </li>
        <li>
          <Share2 aria-hidden />
          {t('profile.shares', { count: format.number(post.share) })}
        </li>
      </Counts>
      <AvatarGroup
        label={t('profile.likedBy')}
        size="xs"
        max={post.likedUsers.length}
        people={post.likedUsers.map((user) => ({ name: user.username, src: publicUrl(user.avatar) }))}
      />
      <Comments aria-label={t('profile.commentsLabel')}>
        {post.detailedComments.map((comment) => (
          <li key={`${comment.username}-${comment.comment}`}>
            <Avatar name={comment.username} src={publicUrl(comment.avatar)} size="sm" />
            <span>
              <strong>{comment.username}</strong>
              {comment.comment}
            </span>
          </li>
        ))}
      </Comments>
    </Post>
  );
}
