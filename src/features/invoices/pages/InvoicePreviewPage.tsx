import { Banknote, Pencil, Printer, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
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

// The side panels' forms (react-hook-form, zod, the select) load when a panel is first wanted.
const loadSend = () => import('../preview/SendInvoiceDrawer');
const loadPayment = () => import('../preview/AddPaymentDrawer');
const SendInvoiceDrawer = lazy(() => loadSend().then((m) => ({ default: m.SendInvoiceDrawer })));
const AddPaymentDrawer = lazy(() => loadPayment().then((m) => ({ default: m.AddPaymentDrawer })));
type Panel = 'send' | 'payment';

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
  const { t } = useTranslation('invoices');
  const { id, notFound, query, data } = useRouteInvoice();
  const [panel, setPanel] = useState<Panel | null>(null);
  // A panel once opened stays mounted, so it can close with its animation and keep what was typed.
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(new Set());
  const open = (next: Panel | null) => {
    setPanel(next);
    if (next && !opened.has(next)) setOpened(new Set(opened).add(next));
  };
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
              <Button
                startIcon={<Send aria-hidden />}
                onPointerEnter={() => void loadSend()}
                onFocus={() => void loadSend()}
                onClick={() => open('send')}
              >
                {t('invoices.send')}
              </Button>
              <Button
                variant="outline"
                tone="success"
                startIcon={<Banknote aria-hidden />}
                onPointerEnter={() => void loadPayment()}
                onFocus={() => void loadPayment()}
                onClick={() => open('payment')}
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
      <Suspense fallback={null}>
        {opened.has('send') && (
          <SendInvoiceDrawer
            invoice={invoice}
            open={panel === 'send'}
            onOpenChange={(isOpen) => open(isOpen ? 'send' : null)}
          />
        )}
        {opened.has('payment') && (
          <AddPaymentDrawer
            invoice={invoice}
            open={panel === 'payment'}
            onOpenChange={(isOpen) => open(isOpen ? 'payment' : null)}
          />
        )}
      </Suspense>
    </PageStack>
  );
}
