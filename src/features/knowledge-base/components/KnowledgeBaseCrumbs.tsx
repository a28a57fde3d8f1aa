import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '@/ui/breadcrumbs/Breadcrumbs';
import { knowledgeBaseHome } from '../place';

/** Where a topic or an article sits: the knowledge base, then the trail down to the page itself. */
export function KnowledgeBaseCrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('knowledge-base');
  return (
    <Breadcrumbs
      linkAs={Link}
      label={t('knowledgeBase.breadcrumb')}
      items={[{ label: t('knowledgeBase.title'), href: knowledgeBaseHome }, ...trail]}
    />
  );
}
