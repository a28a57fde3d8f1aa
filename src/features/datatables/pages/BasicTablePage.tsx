import { useTranslation } from 'react-i18next';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { EmployeeList } from '../components/EmployeeList';

/** `/datatables/basic`: the employees in a table that searches, sorts, pages, chooses and opens rows. */
export function BasicTablePage() {
  const { t } = useTranslation('datatables');
  return (
    <PageStack>
      <PageHeader title={t('datatables.basic.title')} description={t('datatables.basic.description')} />
      <EmployeeList />
    </PageStack>
  );
}
