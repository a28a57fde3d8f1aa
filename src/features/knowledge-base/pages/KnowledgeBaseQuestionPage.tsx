import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { useFormat } from '@/lib/format';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageStack } from '@/ui/page-header/PageHeader';
import { useQuestion } from '../api/question';
import { ArticleContent } from '../components/ArticleContent';
import { ArticleLinks } from '../components/ArticleLinks';
import { KnowledgeBaseCrumbs } from '../components/KnowledgeBaseCrumbs';
import { KnowledgeBaseNotFound } from '../components/KnowledgeBaseNotFound';
import { QuestionNotFound } from '../components/QuestionNotFound';
import { categoryPath, isSlug } from '../place';

/** The article, then its related articles beside it on a wide screen and under it on a narrow one. */
const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 62rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

const Head = styled.header`
  display: grid;
  gap: var(--space-1);
  margin-block-end: var(--space-4);
  h1 {
    margin: 0;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

const Back = styled.p`
  margin: var(--space-4) 0 0;
`;

/** `/pages/knowledge-base/:category/:question`: one article, its date and answer, and its topic's others. */
export function KnowledgeBaseQuestionPage() {
  const { category = '', question = '' } = useParams();
  if (!isSlug(category)) return <KnowledgeBaseNotFound what="category" />;
  if (!isSlug(question)) return <QuestionNotFound category={category} />;
  return <Article category={category} slug={question} />;
}

function Article({ category, slug }: { category: string; slug: string }) {
  const { t } = useTranslation('knowledge-base');
  const format = useFormat();
  const article = useQuestion(category, slug);
  if (article.error instanceof ApiError && article.error.status === 404)
    return <QuestionNotFound category={category} />;
  if (!article.isSuccess)
    return (
      <PageStack>
        {article.isError ? <LoadError title={t('knowledgeBase.questionError')} query={article} /> : <LoadingStatus />}
      </PageStack>
    );
  const { title, lastUpdated, content, relatedQuestions, category: topic } = article.data;
  return (
    <PageStack>
      {/* The data's own direction: an English title in an RTL interface keeps its question mark at its end. */}
      <KnowledgeBaseCrumbs
        trail={[{ label: <bdi>{topic.title}</bdi>, href: categoryPath(topic.slug) }, { label: <bdi>{title}</bdi> }]}
      />
      <Layout>
        <Card>
          <CardBody>
            <Head>
              <h1 dir="auto">{title}</h1>
              <p>{t('knowledgeBase.lastUpdated', { date: format.date(lastUpdated, { dateStyle: 'long' }) })}</p>
            </Head>
            {content.trim() ? (
              <ArticleContent html={content} label={t('knowledgeBase.answer')} />
            ) : (
              <EmptyState
                titleAs="h2"
                title={t('knowledgeBase.noAnswer')}
                description={t('knowledgeBase.noAnswerHint')}
              />
            )}
          </CardBody>
        </Card>
        <Card title={t('knowledgeBase.related')} titleAs="h2">
          <CardBody>
            {relatedQuestions.length > 0 ? (
              <ArticleLinks category={topic.slug} articles={relatedQuestions} label={t('knowledgeBase.related')} />
            ) : (
              <p>{t('knowledgeBase.noRelated')}</p>
            )}
            <Back>
              <Link to={categoryPath(topic.slug)}>{t('knowledgeBase.backTo', { title: topic.title })}</Link>
            </Back>
          </CardBody>
        </Card>
      </Layout>
    </PageStack>
  );
}
