import { FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';

const BackLink = styled(Link)`
  ${primaryLinkCss}
`;

/** No invoice has this id (never had, or was deleted): said where the invoice would be, with the way back. */
export function InvoiceNotFound() {
  const { t } = useTranslation('invoices');
  return (
    <Card>
      <CardBody>
        <EmptyState
          titleAs="h2"
          icon={<FileX />}
          title={t('invoices.notFoundTitle')}
          description={t('invoices.notFoundText')}
          action={<BackLink to="/apps/invoice/list">{t('invoices.backToList')}</BackLink>}
        />
      </CardBody>
    </Card>
  );
}
