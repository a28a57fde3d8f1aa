import { useTranslation } from 'react-i18next';
import type { PaginationProps } from '@/ui/pagination/Pagination';

/** The pagination's names in the reader's language, for every list's ListFooter. */
export function usePaginationLabels(): PaginationProps['labels'] {
  const { t } = useTranslation();
  return {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (n) => t('pagination.page', { page: n }),
  };
}
