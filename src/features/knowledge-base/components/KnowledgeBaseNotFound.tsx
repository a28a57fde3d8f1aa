import { useTranslation } from 'react-i18next';
import { NoSuchPlace } from '@/lib/layout/NoSuchPlace';
import { categoryPath, knowledgeBaseHome } from '../place';

type Props =
  /** An address naming no topic: the way back is the knowledge base. */
  | { what: 'category' }
  /** An address naming no article of a topic that exists: the way back is that topic. */
  | { what: 'question'; category: { slug: string; title: string } };

/** An address the knowledge base has nothing at: said so, with the way back. */
export function KnowledgeBaseNotFound(props: Props) {
  const { t } = useTranslation('knowledge-base');
  const inTopic = props.what === 'question';
  return (
    <NoSuchPlace
      page={t('knowledgeBase.title')}
      title={t(inTopic ? 'knowledgeBase.noSuchQuestion' : 'knowledgeBase.noSuchCategory')}
      hint={t(inTopic ? 'knowledgeBase.noSuchQuestionHint' : 'knowledgeBase.noSuchCategoryHint')}
      to={inTopic ? categoryPath(props.category.slug) : knowledgeBaseHome}
      linkLabel={inTopic ? t('knowledgeBase.backTo', { title: props.category.title }) : t('knowledgeBase.back')}
    />
  );
}
