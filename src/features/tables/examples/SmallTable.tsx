import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const log = [
  ['09:41:07', 'GET', '/api/users', 200, 38],
  ['09:41:09', 'POST', '/api/invoices', 201, 112],
  ['09:41:15', 'GET', '/api/invoices/4990', 404, 9],
  ['09:41:21', 'DELETE', '/api/cart/3', 200, 21],
] as const;

/** `size="sm"`: tighter cells for dense data, such as a request log. */
export default function SmallTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Request log, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table size="sm">
        <THead>
          <tr>
            <Th scope="col">Time</Th>
            <Th scope="col">Method</Th>
            <Th scope="col">Path</Th>
            <Th scope="col">Status</Th>
            <Th scope="col">ms</Th>
          </tr>
        </THead>
        <TBody>
          {log.map(([time, method, path, status, ms]) => (
            <Tr key={time}>
              <Td>{time}</Td>
              <Td>{method}</Td>
              <Td>
                <code>{path}</code>
              </Td>
              <Td>{status}</Td>
              <Td>{ms}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
