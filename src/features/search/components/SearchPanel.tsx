import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Input } from '@/ui/input/Input';
import { Spinner } from '@/ui/spinner/Spinner';
import { useSearchData } from '../api';
import { filterSearch } from '../filterSearch';
import { OtherResults } from './OtherResults';
import { Note } from './Note';
import { PageResults } from './PageResults';

const Results = styled.div`
  display: grid;
  gap: var(--space-3);
  margin-block-start: var(--space-3);
  max-block-size: min(60dvh, 28rem);
  overflow-y: auto;
  h3 {
    margin: 0 0 var(--space-1);
    font-size: var(--fs-xs);
    font-weight: var(--fw-medium);
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--c-muted);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

type Props = {
  /** Whether a page's link opens a screen of this app: the others are left out of the results. */
  isAvailable: (link: string) => boolean;
  /** A page was chosen: the search closes as the app goes there. */
  onDone: () => void;
};

/**
 * The search's box and results, loaded with the search's first opening (the navbar carries only its
 * button). Arrow keys move through the pages, Enter opens one. What was typed lives here, so it is
 * gone when the search closes.
 */
export default function SearchPanel({ isAvailable, onDone }: Props) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const search = useSearchData(true);
  const listId = useId();
  // Pages the app does not have yet are left out, so a result never leads to a missing page.
  const groups = useMemo(() => {
    if (!search.data) return [];
    const [pages, files, contacts] = search.data.searchArr;
    const available = { ...pages, data: pages.data.filter((page) => isAvailable(page.link)) };
    return filterSearch({ searchArr: [available, files, contacts] }, query);
  }, [search.data, isAvailable, query]);
  const pages = groups.find((g) => g.title === 'Pages')?.results ?? [];
  const others = groups.filter((g) => g.title !== 'Pages');
  const activeIndex = Math.min(active, Math.max(pages.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openPage = (index: number) => {
    const result = pages[index];
    if (result?.kind !== 'page') return;
    onDone();
    navigate(result.item.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (pages.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + pages.length) % pages.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openPage(activeIndex);
    }
  };

  return (
    <>
      <Input
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={pages.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={pages.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {search.isPending ? (
        <Note role="status">
          <Spinner size="sm" decorative /> {t('search.loading')}
        </Note>
      ) : search.isError ? (
        <Note role="alert">
          {t('search.error')}{' '}
          <Button size="sm" variant="text" onClick={() => void search.refetch()}>
            {t('state.retry')}
          </Button>
        </Note>
      ) : query.trim() && groups.length === 0 ? (
        <Note role="status">{t('search.empty', { query: query.trim() })}</Note>
      ) : null}
      <Results>
        <PageResults
          pages={pages}
          listId={listId}
          activeIndex={activeIndex}
          optionId={optionId}
          onPoint={setActive}
          onChoose={openPage}
        />
        <OtherResults groups={others} listId={listId} />
      </Results>
    </>
  );
}
