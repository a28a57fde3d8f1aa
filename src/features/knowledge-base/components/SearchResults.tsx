import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { KnowledgeBaseSearchResult } from '@/lib/api/schemas/faq';
import { NoMatch } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { categoryPath } from '../place';
import { ArticleLinks } from './ArticleLinks';

const Section = styled.section`
  display: grid;
  gap: var(--space-4);
  > h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;

const Grid = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  align-items: start;
`;

type Props = { q: string; results: KnowledgeBaseSearchResult; onClear: () => void };

/** The articles whose title matches, under their topics; or how to widen a search that found none. */
export function SearchResults({ q, results, onClear }: Props) {
  const { t } = useTranslation('knowledge-base');
  return (
    <Section aria-labelledby="knowledge-base-results">
      <h2 id="knowledge-base-results">{t('knowledgeBase.results', { q })}</h2>
      {results.length === 0 ? (
        <NoMatch
          title={t('knowledgeBase.noMatch', { q })}
          hint={t('knowledgeBase.noMatchHint')}
          clearLabel={t('knowledgeBase.clear')}
          onClear={onClear}
        />
      ) : (
        <Grid>
          {results.map((result) => (
            <Card
              key={result.category}
              titleAs="h3"
              title={
                <Link to={categoryPath(result.category)} dir="auto">
                  {result.title}
                </Link>
              }
            >
              <CardBody>
                <ArticleLinks
                  category={result.category}
                  articles={result.questions}
                  label={t('knowledgeBase.articlesIn', { title: result.title })}
                />
              </CardBody>
            </Card>
          ))}
        </Grid>
      )}
    </Section>
  );
}
