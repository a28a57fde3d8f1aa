import { Badge } from '@/ui/badge/Badge';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const orders = [
  { id: '#1042', items: 3, state: 'Shipped' },
  { id: '#1043', items: 1, state: 'Packing' },
  { id: '#1044', items: 7, state: 'Shipped' },
];

/** `bordered`: a line around every cell, as in a spreadsheet. */
export default function BorderedTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Orders, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table bordered>
        <caption>Orders placed today</caption>
        <THead>
          <tr>
            <Th scope="col">Order</Th>
            <Th scope="col">Items</Th>
            <Th scope="col">State</Th>
          </tr>
        </THead>
        <TBody>
          {orders.map((order) => (
            <Tr key={order.id}>
              <Th scope="row">{order.id}</Th>
              <Td>{order.items}</Td>
              <Td>
                <Badge tone={order.state === 'Shipped' ? 'success' : 'warning'}>{order.state}</Badge>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
