import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

/** The side cards' lists of people and pages: one Person a row. */
export const People = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  small {
    color: var(--c-muted);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-warning-text);
  }
`;

type PersonProps = { name: string; src: string; sub: string; favorite?: boolean; children?: ReactNode };

/** A row of the side lists: picture, name, a line under it, an optional text, a star when a favourite. */
export function Person({ name, src, sub, favorite = false, children }: PersonProps) {
  const { t } = useTranslation('profile');
  return (
    <li style={children ? { alignItems: 'start' } : undefined}>
      <Avatar name={name} src={publicUrl(src)} size="sm" />
      <span>
        <strong>{name}</strong>
        <small>{sub}</small>
        {children ? <p style={{ margin: 0 }}>{children}</p> : null}
      </span>
      {favorite ? <Star aria-label={t('profile.favourite')} fill="currentColor" /> : <span />}
    </li>
  );
}
