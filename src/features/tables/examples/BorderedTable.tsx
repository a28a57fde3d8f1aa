import { Badge } from '@/ui/badge/Badge';
import { Table, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';

const orders = [
  { id: '#1042', items: 3, state: 'Shipped' },
  { id: '#1043', items: 1, state: 'Packing' },
  { id: '#1044', items: 7, state: 'Shipped' },
];

/** `bordered`: a line around every cell, as in a spreadsheet. */
export default function BorderedTable() {
  return (
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
  );
}
