import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

export type GalleryPage = 'basic' | 'advance' | 'statistics' | 'analytics' | 'action';

/** A card gallery page: its heading and what it shows, then the cards. */
export function Gallery({ page, children }: { page: GalleryPage; children: ReactNode }) {
  const { t } = useTranslation('cards');
  return (
    <PageStack>
      <PageHeader title={t(`cards.pages.${page}.title`)} description={t(`cards.pages.${page}.intro`)} />
      {children}
    </PageStack>
  );
}
