import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogCategory } from '@/lib/api/blogRules';
import { Badge } from '@/ui/badge/Badge';
import type { Tone } from '@/ui/theme/tokens';

/** Each category keeps its colour wherever it shows: cards, the post, the sidebar. */
export const categoryTones: Record<BlogCategory, Tone> = {
  Fashion: 'primary',
  Food: 'success',
  Gaming: 'danger',
  Quote: 'info',
  Video: 'warning',
};

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A post's categories as coloured badges, named as a list ("Categories"). */
export function CategoryBadges({ tags }: { tags: readonly BlogCategory[] }) {
  const { t } = useTranslation('blog');
  if (tags.length === 0) return null;
  return (
    <List aria-label={t('blog.categories')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone={categoryTones[tag]} pill>
            {t(`blog.category.${tag}`)}
          </Badge>
        </li>
      ))}
    </List>
  );
}
