import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchBox } from '@/lib/hooks/useSearchBox';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageStack } from '@/ui/page-header/PageHeader';
import { useCards } from '../api/cards';
import { useSearch } from '../api/search';
import { KnowledgeBaseHero } from '../components/KnowledgeBaseHero';
import { SearchResults } from '../components/SearchResults';
import { TopicCards } from '../components/TopicCards';

/**
 * `/pages/knowledge-base`: a search over the articles' titles (in the address as `?q=`, so a search
 * can be shared and Back undoes it), and the six topics when nothing is searched.
 */
export function KnowledgeBasePage() {
  const { t } = useTranslation('knowledge-base');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  // Each pause in typing replaces the address rather than adding to the history.
  const search = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const [typed, setTyped] = useSearchBox(q, search);
  const cards = useCards(q === '');
  const found = useSearch(q);
  const shown = q === '' ? cards : found;

  return (
    <PageStack>
      <KnowledgeBaseHero value={typed} onChange={setTyped} />
      {shown.isPending ? (
        <LoadingStatus style={{ textAlign: 'center' }} />
      ) : shown.isError ? (
        <LoadError title={t('knowledgeBase.error')} query={shown} />
      ) : q !== '' && found.data ? (
        <div aria-busy={found.isFetching}>
          <SearchResults
            q={q}
            results={found.data}
            onClear={() => {
              setTyped('');
              search('');
            }}
          />
        </div>
      ) : cards.data && cards.data.length > 0 ? (
        <TopicCards cards={cards.data} />
      ) : (
        <EmptyState titleAs="h2" title={t('knowledgeBase.noTopics')} description={t('knowledgeBase.noTopicsHint')} />
      )}
    </PageStack>
  );
}
