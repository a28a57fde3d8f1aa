import { useTranslation } from 'react-i18next';
import { NoSuchPlace } from '@/lib/layout/NoSuchPlace';
import { blogListPath } from '../place';

/** An address naming no post: said so, with the way back to the list. */
export function BlogNotFound() {
  const { t } = useTranslation('blog');
  return (
    <NoSuchPlace
      page={t('blog.title')}
      title={t('blog.noSuchPost')}
      hint={t('blog.noSuchPostHint')}
      to={blogListPath}
      linkLabel={t('blog.backToList')}
    />
  );
}
