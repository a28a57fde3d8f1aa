import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import type { KnowledgeBaseArticle } from '@/lib/api/schemas/faq';
import { questionPath } from '../place';

const List = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: var(--space-2);
  padding-block: var(--space-2);
  svg {
    flex: none;
    align-self: center;
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
  }
  a {
    flex: 1 1 12rem;
    color: var(--c-primary-text);
  }
  small {
    color: var(--c-muted);
  }
`;

type Props = {
  category: string;
  articles: Pick<KnowledgeBaseArticle, 'id' | 'slug' | 'title'>[] | KnowledgeBaseArticle[];
  label: string;
};

/** A topic's articles as links, each with its date when the server gives it. */
export function ArticleLinks({ category, articles, label }: Props) {
  const { t } = useTranslation('knowledge-base');
  const format = useFormat();
  return (
    <List aria-label={label}>
      {articles.map((article) => (
        <Row key={article.id}>
          <FileText aria-hidden />
          <Link to={questionPath(category, article.slug)} dir="auto">
            {article.title}
          </Link>
          {'lastUpdated' in article && (
            <small>{t('knowledgeBase.lastUpdated', { date: format.date(article.lastUpdated) })}</small>
          )}
        </Row>
      ))}
    </List>
  );
}
