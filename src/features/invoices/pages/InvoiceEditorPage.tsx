import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useInvoice } from '../api/invoice';
import { InvoiceNotFound } from '../components/InvoiceNotFound';
import { useRouteInvoice } from '../components/useRouteInvoice';
import { blankInvoice, valuesOf } from '../editor/formValues';
import { InvoiceForm } from '../editor/InvoiceForm';

/**
 * `/apps/invoice/add`; `?from=<id>` starts from a copy of that invoice (the list's Duplicate).
 * `today` (YYYY-MM-DD) fixes the new invoice's dates, for stories whose pictures must not change by
 * the day; the app leaves it out and uses the real date.
 */
export function InvoiceAddPage({ today }: { today?: string }) {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const from = Number(params.get('from'));
  const copying = Number.isInteger(from) && from > 0;
  const source = useInvoice(from, copying);
  const header = <PageHeader title={t('invoices.addTitle')} description={t('invoices.addDescription')} />;
  if (copying && !source.data)
    return (
      <PageStack>
        {header}
        {source.isError ? <LoadError title={t('invoices.loadOneError')} query={source} /> : <LoadingStatus />}
      </PageStack>
    );
  return (
    <PageStack>
      {header}
      <InvoiceForm
        key={copying ? from : 'new'}
        initial={source.data ? valuesOf(source.data.invoice, true, today) : blankInvoice(today)}
      />
    </PageStack>
  );
}

/** `/apps/invoice/edit/:id` (bare: the newest invoice). */
export function InvoiceEditPage() {
  const { t } = useTranslation('invoices');
  const { id, notFound, query, data } = useRouteInvoice();
  return (
    <PageStack>
      <PageHeader title={id ? t('invoices.editTitle', { id }) : t('invoices.previewTitleBare')} />
      {notFound ? (
        <InvoiceNotFound />
      ) : data ? (
        <InvoiceForm key={data.invoice.id} id={data.invoice.id} initial={valuesOf(data.invoice)} />
      ) : query.isError ? (
        <LoadError title={t('invoices.loadOneError')} query={query} />
      ) : (
        <LoadingStatus />
      )}
    </PageStack>
  );
}
