import { Banknote, Pencil, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { InvoiceNotFound } from '../components/InvoiceNotFound';
import { useRouteInvoice } from '../components/useRouteInvoice';
import { AddPaymentDrawer } from '../preview/AddPaymentDrawer';
import { SendInvoiceDrawer } from '../preview/SendInvoiceDrawer';

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 75rem) {
    grid-template-columns: minmax(0, 1fr) 16rem;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: var(--space-3);
`;

const actionLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: 0.5rem 1.25rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  color: var(--c-heading);
  font-weight: var(--fw-medium);
  text-decoration: none;
  &:hover {
    background: var(--c-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;
const ActionLink = styled(Link)`
  ${actionLink}
`;

/**
 * `/apps/invoice/preview/:id` (bare: the newest invoice): the invoice as a document, with send, add
 * payment, edit and print beside it.
 */
export function InvoicePreviewPage() {
  const { t } = useTranslation();
  const { id, notFound, query, data } = useRouteInvoice();
  const [panel, setPanel] = useState<'send' | 'payment' | null>(null);
  const title = id ? t('invoices.previewTitle', { id }) : t('invoices.previewTitleBare');
  if (notFound || !data)
    return (
      <PageStack>
        <PageHeader title={title} />
        {notFound ? (
          <InvoiceNotFound />
        ) : query.isError ? (
          <LoadError title={t('invoices.loadOneError')} query={query} />
        ) : (
          <LoadingStatus />
        )}
      </PageStack>
    );
  const { invoice } = data;
  return (
    <PageStack>
      <PageHeader title={title} description={t('invoices.previewDescription')} />
      <Layout>
        <Card>
          <CardBody>
            <InvoiceDocument invoice={invoice} paymentDetails={data.paymentDetails} />
          </CardBody>
        </Card>
        <Card title={t('invoices.actions')} titleAs="h2">
          <CardBody>
            <Actions>
              <Button startIcon={<Send aria-hidden />} onClick={() => setPanel('send')}>
                {t('invoices.send')}
              </Button>
              <Button
                variant="outline"
                tone="success"
                startIcon={<Banknote aria-hidden />}
                onClick={() => setPanel('payment')}
              >
                {t('invoices.addPayment')}
              </Button>
              <ActionLink to={`/apps/invoice/edit/${invoice.id}`}>
                <Pencil aria-hidden /> {t('invoices.edit')}
              </ActionLink>
              <ActionLink to={`/apps/invoice/print/${invoice.id}`}>
                <Printer aria-hidden /> {t('invoices.print')}
              </ActionLink>
            </Actions>
          </CardBody>
        </Card>
      </Layout>
      <SendInvoiceDrawer
        invoice={invoice}
        open={panel === 'send'}
        onOpenChange={(open) => setPanel(open ? 'send' : null)}
      />
      <AddPaymentDrawer
        invoice={invoice}
        open={panel === 'payment'}
        onOpenChange={(open) => setPanel(open ? 'payment' : null)}
      />
    </PageStack>
  );
}
