import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { ToTheShop } from '../components/ToTheShop';

/** No product has this slug (or the shop has none at all): said inside the layout, with the way back. */
export function ProductNotFound() {
  const { t } = useTranslation('shell');
  return (
    <PageStack>
      <PageHeader title={t('shop.product.title')} />
      <ToTheShop
        icon={<PackageX />}
        title={t('shop.product.notFoundTitle')}
        text={t('shop.product.notFoundText')}
        linkLabel={t('shop.backToShop')}
      />
    </PageStack>
  );
}
