import { ChevronRight } from 'lucide-react';
import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';

export type Crumb = { label: ReactNode; href?: string };

export type BreadcrumbsProps = {
  items: Crumb[];
  /** The link component (e.g. react-router's Link, which takes `to`); plain anchors by default. */
  linkAs?: ElementType;
  label?: string;
  className?: string;
};

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--fs-md);
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--c-muted);
  a {
    color: var(--c-primary-text);
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: var(--c-heading);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export function Breadcrumbs({ items, linkAs: Link = 'a', label = 'Breadcrumb', className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={index}>
              {index > 0 && <ChevronRight aria-hidden />}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link href={item.href} to={Link === 'a' ? undefined : item.href}>
                  {item.label}
                </Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
