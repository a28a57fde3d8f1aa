import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const invoices = [
  { number: 'INV-4987', issued: '2026-01-05', total: 3428 },
  { number: 'INV-4988', issued: '2026-01-09', total: 5219 },
  { number: 'INV-4989', issued: '2026-01-12', total: 3719 },
];
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

/** `head="dark"`: the header row in the heading colour, for a table that needs a strong top. */
export default function DarkHeadTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Invoices, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table head="dark">
        <THead>
          <tr>
            <Th scope="col">Invoice</Th>
            <Th scope="col">Issued</Th>
            <Th scope="col" style={{ textAlign: 'end' }}>
              Total
            </Th>
          </tr>
        </THead>
        <TBody>
          {invoices.map((invoice) => (
            <Tr key={invoice.number}>
              <Th scope="row">{invoice.number}</Th>
              <Td>
                <time dateTime={invoice.issued}>{invoice.issued}</time>
              </Td>
              <Td style={{ textAlign: 'end' }}>{money.format(invoice.total)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
