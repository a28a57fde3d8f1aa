import { LoadingStatus } from '@/lib/query/QueryStates';
import { useCategory } from '../api/category';
import { KnowledgeBaseNotFound } from './KnowledgeBaseNotFound';

/**
 * An article the server does not know: when its topic exists, the way back is the topic; when the
 * topic does not either (or cannot be told), the knowledge base.
 */
export function QuestionNotFound({ category }: { category: string }) {
  const topic = useCategory(category);
  if (topic.isPending) return <LoadingStatus />;
  return topic.isSuccess ? (
    <KnowledgeBaseNotFound what="question" category={{ slug: category, title: topic.data.title }} />
  ) : (
    <KnowledgeBaseNotFound what="category" />
  );
}
