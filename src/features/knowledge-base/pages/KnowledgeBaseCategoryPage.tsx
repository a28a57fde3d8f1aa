import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useCategory } from '../api/category';
import { ArticleLinks } from '../components/ArticleLinks';
import { KnowledgeBaseCrumbs } from '../components/KnowledgeBaseCrumbs';
import { KnowledgeBaseNotFound } from '../components/KnowledgeBaseNotFound';
import { isSlug } from '../place';
import { publicUrl } from '@/lib/publicUrl';

/** The topic's picture beside its articles; above them on a narrow screen. */
const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  img {
    justify-self: center;
    inline-size: min(100%, 14rem);
  }
  @media (min-width: 48rem) {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
`;

/** `/pages/knowledge-base/:category`: one topic's articles, each leading to its answer. */
export function KnowledgeBaseCategoryPage() {
  const { category = '' } = useParams();
  return isSlug(category) ? <Topic slug={category} /> : <KnowledgeBaseNotFound what="category" />;
}

function Topic({ slug }: { slug: string }) {
  const { t } = useTranslation('knowledge-base');
  const topic = useCategory(slug);
  if (topic.error instanceof ApiError && topic.error.status === 404) return <KnowledgeBaseNotFound what="category" />;
  if (!topic.isSuccess)
    return (
      <PageStack>
        <PageHeader title={t('knowledgeBase.title')} />
        {topic.isError ? <LoadError title={t('knowledgeBase.categoryError')} query={topic} /> : <LoadingStatus />}
      </PageStack>
    );
  const { title, desc, img, questions } = topic.data;
  return (
    <PageStack>
      {/* The data's own direction: an English title in an RTL interface keeps its question mark at its end. */}
      <KnowledgeBaseCrumbs trail={[{ label: <bdi>{title}</bdi> }]} />
      <PageHeader title={<bdi>{title}</bdi>} description={<bdi>{desc}</bdi>} />
      <Card>
        <CardBody>
          <Layout>
            <img src={publicUrl(img)} alt="" />
            {questions.length > 0 ? (
              <ArticleLinks category={slug} articles={questions} label={t('knowledgeBase.articlesIn', { title })} />
            ) : (
              <EmptyState
                titleAs="h2"
                title={t('knowledgeBase.noArticles')}
                description={t('knowledgeBase.noArticlesHint')}
              />
            )}
          </Layout>
        </CardBody>
      </Card>
    </PageStack>
  );
}
