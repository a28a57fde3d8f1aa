import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoiceSummary } from '@/lib/api/schemas/invoices';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import type { Tone } from '@/ui/theme';
import { useRecentInvoices } from '../../api';
import { invoicesPlaceholder } from '../../placeholders/invoices';
import { fetchingCard } from '../fetchingCard';
import { Company, Plain } from './styles';
import { publicUrl } from '@/lib/publicUrl';

const statusTones: Record<InvoiceStatus, Tone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};

/** The newest invoices: number, client, total, issue date and status. */
export function RecentInvoicesCard({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={t('cards.invoices.title')}>
      {invoices.length === 0 ? (
        <CardBody>
          <Plain>{t('cards.invoices.empty')}</Plain>
        </CardBody>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('cards.invoices.title')}>
          <Table>
            <THead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('cards.invoices.client')}</th>
                <th scope="col">{t('cards.invoices.total')}</th>
                <th scope="col">{t('cards.invoices.issued')}</th>
                <th scope="col">{t('cards.invoices.status')}</th>
              </tr>
            </THead>
            <TBody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>#{invoice.id}</td>
                  <td>
                    <Company>
                      <Avatar name={invoice.client.name} src={publicUrl(invoice.avatar)} size="sm" />
                      <div>
                        <strong>{invoice.client.name}</strong>
                        <span>{invoice.client.companyEmail}</span>
                      </div>
                    </Company>
                  </td>
                  <td>{format.money(invoice.total)}</td>
                  <td>{format.date(invoice.issuedDate)}</td>
                  <td>
                    <Badge tone={statusTones[invoice.invoiceStatus]}>{invoice.invoiceStatus}</Badge>
                  </td>
                </tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

/** The five newest invoices, fetched. */
export const RecentInvoices = fetchingCard<InvoiceSummary[]>({
  title: 'cards.invoices.title',
  useQuery: () => useRecentInvoices(),
  placeholder: invoicesPlaceholder,
  render: (invoices) => <RecentInvoicesCard invoices={invoices} />,
});
