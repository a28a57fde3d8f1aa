import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Input } from '@/ui/input/Input';
import { Popover } from '@/ui/popover/Popover';
import { useBookmarks, useToggleBookmark } from '../api';
import { pageIcon } from '../pageIcons';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  @media (max-width: 48em) {
    .bookmark-link {
      display: none;
    }
  }
`;

const IconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border-radius: var(--radius-md);
  color: var(--c-text);
  &:hover {
    background: var(--c-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  max-block-size: 18rem;
  margin: var(--space-2) 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--c-heading);
    text-decoration: none;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Filled = styled(Star)<{ $on: boolean }>`
  fill: ${(p) => (p.$on ? 'var(--c-warning)' : 'none')};
  color: ${(p) => (p.$on ? 'var(--c-warning)' : 'currentColor')};
`;

const everyPage = () => true;

/** Bookmarked pages as navbar shortcuts, and a star menu to add or remove any page (docs/demo-api.md). */
export function Bookmarks({ isAvailable = everyPage }: { isAvailable?: (link: string) => boolean }) {
  const { t } = useTranslation('shell');
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  const [filter, setFilter] = useState('');
  // Pages the app does not have yet are left out, so a shortcut never leads to a missing page.
  const pages = (bookmarks.data?.suggestions ?? []).filter(
    (page) => isAvailable(page.link) && page.title.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const shortcuts = (bookmarks.data?.bookmarks ?? []).filter((page) => isAvailable(page.link));

  return (
    <Bar aria-label={t('bookmarks.title')} role="group">
      {shortcuts.map((page) => {
        const Icon = pageIcon(page.icon);
        return (
          <IconLink key={page.id} to={page.link} className="bookmark-link" aria-label={page.title} title={page.title}>
            <Icon aria-hidden />
          </IconLink>
        );
      })}
      <Popover
        title={t('bookmarks.title')}
        trigger={
          <Button variant="text" tone="secondary" iconOnly aria-label={t('bookmarks.edit')}>
            <Star aria-hidden />
          </Button>
        }
      >
        <Input
          aria-label={t('bookmarks.filter')}
          placeholder={t('bookmarks.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          size="sm"
        />
        {bookmarks.isError ? (
          <p role="alert">{t('bookmarks.error')}</p>
        ) : (
          <List>
            {pages.map((page) => {
              const Icon = pageIcon(page.icon);
              return (
                <li key={page.id}>
                  <Link to={page.link}>
                    <Icon aria-hidden />
                    {page.title}
                  </Link>
                  <Button
                    variant="text"
                    tone="secondary"
                    size="sm"
                    iconOnly
                    aria-pressed={page.isBookmarked}
                    aria-label={t('bookmarks.toggle', { title: page.title })}
                    loading={toggle.isPending && toggle.variables === page.id}
                    onClick={() => toggle.mutate(page.id)}
                  >
                    <Filled aria-hidden $on={page.isBookmarked} />
                  </Button>
                </li>
              );
            })}
          </List>
        )}
      </Popover>
    </Bar>
  );
}
