import { useTranslation } from 'react-i18next';
import { brand } from '@/brand';
import type { Invoice, PaymentDetails } from '@/lib/api/schemas/invoices';
import { useFormat } from '@/lib/format';
import { invoiceTotals, lineCents } from '@/lib/api/invoiceTotals';
import { Logo } from '@/ui/logo/Logo';
import {
  Brand,
  Doc,
  DocSection,
  DocTitle,
  Foot,
  Head,
  Lines,
  Note,
  Pairs,
  Parties,
  Totals,
} from './InvoiceDocument.styles';
import { balanceLabel } from './invoiceStatus';

type Props = {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
  /** The title's heading level: 2 inside a page with its own title, 1 where the document is the page (printing). */
  titleLevel?: 1 | 2;
};

/**
 * An invoice as a document: the business, the client, what is due and where to pay it, the lines, the
 * totals (worked out in cents as the server does) and the note. Text from the data (a note, a name) is
 * shown as text, never as markup. The preview and the print page show this same component.
 */
export function InvoiceDocument({ invoice, paymentDetails, titleLevel = 2 }: Props) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const totals = invoiceTotals(invoice);
  const money = (cents: number) => format.money(cents / 100);
  const { client } = invoice;
  const title = titleLevel === 1 ? 'h1' : 'h2';
  const section = titleLevel === 1 ? 'h2' : 'h3';
  return (
    <Doc aria-label={t('invoices.document', { id: invoice.id })}>
      <Head>
        <div>
          <Brand>
            <Logo size={32} />
            <span>{brand.name}</span>
          </Brand>
          <address>
            {t('invoices.business.street')}
            <br />
            {t('invoices.business.city')}
            <br />
            {t('invoices.business.phone')}
          </address>
        </div>
        <div>
          <DocTitle as={title}>{t('invoices.document', { id: invoice.id })}</DocTitle>
          <Pairs>
            <dt>{t('invoices.issued')}</dt>
            <dd>{format.date(invoice.issuedDate)}</dd>
            <dt>{t('invoices.due')}</dt>
            <dd>{format.date(invoice.dueDate)}</dd>
            <dt>{t('invoices.terms')}</dt>
            <dd>{invoice.paymentTerms}</dd>
          </Pairs>
        </div>
      </Head>
      <Parties>
        <section>
          <DocSection as={section}>{t('invoices.invoiceTo')}</DocSection>
          <address>
            {client.name}
            <br />
            {client.company}
            <br />
            {client.address}, {client.country}
            <br />
            {client.contact}
            <br />
            {client.companyEmail}
          </address>
        </section>
        <section>
          <DocSection as={section}>{t('invoices.billTo')}</DocSection>
          <Pairs>
            <dt>{t('invoices.totalDue')}</dt>
            <dd>{paymentDetails.totalDue}</dd>
            <dt>{t('invoices.bankName')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt>{t('invoices.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt>IBAN</dt>
            <dd>{paymentDetails.iban}</dd>
            <dt>SWIFT</dt>
            <dd>{paymentDetails.swiftCode}</dd>
          </Pairs>
        </section>
      </Parties>
      <Lines tabIndex={0} role="region" aria-label={t('invoices.lines')}>
        <table aria-label={t('invoices.lines')}>
          <thead>
            <tr>
              <th scope="col">{t('invoices.item')}</th>
              <th scope="col">{t('invoices.cost')}</th>
              <th scope="col">{t('invoices.qty')}</th>
              <th scope="col">{t('invoices.price')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.item}
                  {line.description ? <small>{line.description}</small> : null}
                </td>
                <td>{format.money(line.cost)}</td>
                <td>{format.number(line.qty)}</td>
                <td>{money(lineCents(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Lines>
      <Foot>
        <Pairs>
          <dt>{t('invoices.salesperson')}</dt>
          <dd>{invoice.salesperson || '—'}</dd>
          <dt>{t('invoices.balance')}</dt>
          <dd>{balanceLabel(t, format, invoice.balance)}</dd>
        </Pairs>
        <Totals aria-label={t('invoices.totals')}>
          <dt>{t('invoices.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
          <dt>{t('invoices.discount', { percent: invoice.discount })}</dt>
          <dd>−{money(totals.discount)}</dd>
          <dt>{t('invoices.tax', { percent: invoice.tax })}</dt>
          <dd>{money(totals.tax)}</dd>
          <dt>{t('invoices.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </Totals>
      </Foot>
      {invoice.note ? (
        <Note>
          <strong>{t('invoices.note')}: </strong>
          {invoice.note}
        </Note>
      ) : null}
    </Doc>
  );
}
