import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogComment } from '@/lib/api/schemas/blog';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

const List = styled.ol`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: var(--space-3);
  }
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  time {
    display: block;
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
  p {
    margin: var(--space-2) 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The post's comments, oldest first, each with its author, time and text (plain text, never HTML). */
export function CommentList({ comments }: { comments: BlogComment[] }) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  if (comments.length === 0) return <p>{t('blog.noComments')}</p>;
  return (
    <List aria-label={t('blog.commentList')}>
      {comments.map((comment, index) => (
        <li key={`${comment.commentedAt}-${index}`}>
          <Avatar name={comment.userFullName} src={publicUrl(comment.avatar)} size="md" />
          <div>
            <strong>{comment.userFullName}</strong>
            <time dateTime={comment.commentedAt}>
              {format.date(comment.commentedAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <p dir="auto">{comment.commentText}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
