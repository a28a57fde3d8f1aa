import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blogCategories, type BlogCategory } from '@/lib/api/blogRules';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { categoryTones } from '../components/CategoryBadges';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-5);
`;

type Props = { labelledBy: string; value: readonly BlogCategory[]; onChange: (categories: BlogCategory[]) => void };

/** Any number of the five categories, as checkboxes in their colours; kept in the categories' order. */
export function CategoriesField({ labelledBy, value, onChange }: Props) {
  const { t } = useTranslation('blog');
  const toggle = (category: BlogCategory, on: boolean) =>
    onChange(blogCategories.filter((other) => (other === category ? on : value.includes(other))));
  return (
    <Group role="group" aria-labelledby={labelledBy}>
      {blogCategories.map((category) => (
        <Checkbox
          key={category}
          label={t(`blog.category.${category}`)}
          tone={categoryTones[category]}
          checked={value.includes(category)}
          onCheckedChange={(checked) => toggle(category, checked === true)}
        />
      ))}
    </Group>
  );
}
