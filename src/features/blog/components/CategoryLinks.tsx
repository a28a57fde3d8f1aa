import { Gamepad2, LayoutGrid, Quote, Shirt, UtensilsCrossed, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { blogCategories, type BlogCategory } from '@/lib/api/blogRules';
import { Card, CardBody } from '@/ui/card/Card';
import { listPathWith } from '../place';
import { categoryTones } from './CategoryBadges';

const icons: Record<BlogCategory, LucideIcon> = {
  Fashion: Shirt,
  Food: UtensilsCrossed,
  Gaming: Gamepad2,
  Quote,
  Video,
};

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    padding: var(--space-1);
    border-radius: var(--radius-md);
    color: var(--c-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--c-hover);
  }
  a[aria-current='page'] {
    color: var(--c-primary-text);
    font-weight: var(--fw-medium);
  }
`;

const Icon = styled.span<{ $tone: string }>`
  display: inline-flex;
  padding: var(--space-2);
  border-radius: var(--radius-md);
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;

type Props = {
  /** The category the list shows ('' for all); on a post, none. */
  current?: string;
  /** The search kept when another category is chosen. */
  q?: string;
};

/**
 * The five categories as links to the list narrowed to each (and one to all posts). They are the
 * contract's own (docs/demo-api.md, Blog), so they draw at once, with no wait for the sidebar's data.
 */
export function CategoryLinks({ current, q }: Props) {
  const { t } = useTranslation('blog');
  const link = (category: BlogCategory | '', Glyph: LucideIcon, tone: string, label: string) => (
    <li key={category || 'all'}>
      <Link to={listPathWith({ q, category })} aria-current={current === category ? 'page' : undefined}>
        <Icon $tone={tone}>
          <Glyph aria-hidden />
        </Icon>
        {label}
      </Link>
    </li>
  );
  return (
    <Card title={t('blog.categories')} titleAs="h2">
      <CardBody>
        <nav aria-label={t('blog.categories')}>
          <List>
            {link('', LayoutGrid, 'secondary', t('blog.allCategories'))}
            {blogCategories.map((category) =>
              link(category, icons[category], categoryTones[category], t(`blog.category.${category}`)),
            )}
          </List>
        </nav>
      </CardBody>
    </Card>
  );
}
