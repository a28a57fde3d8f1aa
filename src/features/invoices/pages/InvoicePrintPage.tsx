import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { InvoiceNotFound } from '../components/InvoiceNotFound';
import { useRouteInvoice } from '../components/useRouteInvoice';

/** A4 paper with a margin; nothing but the invoice is printed. */
const PrintStyle = createGlobalStyle`
  @page {
    size: A4;
    margin: 16mm;
  }
  @media print {
    body {
      background: #fff;
    }
    [data-print-hidden] {
      display: none !important;
    }
  }
`;

const Page = styled.main`
  box-sizing: border-box;
  inline-size: min(100%, 210mm);
  min-block-size: 100vh;
  margin-inline: auto;
  padding: var(--space-6);
  @media print {
    inline-size: auto;
    min-block-size: 0;
    padding: 0;
  }
`;

const Back = styled.p`
  margin: 0 0 var(--space-5);
`;

/**
 * `/apps/invoice/print/:id`: the invoice alone, light on white whatever the skin, laid out for A4. It
 * opens the browser's print dialog once the invoice is on the page; saving as PDF from there is the
 * download.
 */
export function InvoicePrintPage() {
  const { t } = useTranslation('invoices');
  const { notFound, query, data } = useRouteInvoice();
  const printed = useRef(false);
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development), after the invoice has painted.
    if (!data || printed.current) return;
    const frame = requestAnimationFrame(() => {
      printed.current = true;
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [data]);
  return (
    <ThemeProvider skin="light" scope="element">
      <PrintStyle />
      <Page>
        <Back data-print-hidden>
          <Link to="/apps/invoice/list">{t('invoices.backToList')}</Link>
        </Back>
        {notFound ? (
          <InvoiceNotFound />
        ) : data ? (
          <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} titleLevel={1} />
        ) : query.isError ? (
          <LoadError title={t('invoices.loadOneError')} query={query} />
        ) : (
          <LoadingStatus />
        )}
      </Page>
    </ThemeProvider>
  );
}
