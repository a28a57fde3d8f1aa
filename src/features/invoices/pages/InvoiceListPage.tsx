import { useTranslation } from 'react-i18next';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { InvoiceList } from '../list/InvoiceList';

/** `/apps/invoice/list`: counts per status, then the invoices with search, filter, sort and actions. */
export function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  return (
    <PageStack>
      <PageHeader title={t('invoices.listTitle')} description={t('invoices.listDescription')} />
      <InvoiceList />
    </PageStack>
  );
}
