import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  color: var(--c-muted);
  font-size: var(--fs-sm);
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
`;

type Props = { name: string; avatar: string; date: string };

/** Who wrote a post and when: "By Ada Lovelace | Jan 12, 2026", with the author's picture. */
export function PostByline({ name, avatar, date }: Props) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  return (
    <Line>
      <Avatar name={name} src={publicUrl(avatar)} size="sm" />
      <span>
        {t('blog.by')} <strong>{name}</strong>
      </span>
      <span aria-hidden>|</span>
      <time dateTime={date}>{format.date(date)}</time>
    </Line>
  );
}
