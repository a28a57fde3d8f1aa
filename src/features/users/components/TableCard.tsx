import type { ReactNode } from 'react';
import { Card } from '@/ui/card/Card';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';

type Props = { title: string; columns: string[]; children: ReactNode };

/**
 * A user view tab's table in a card of its title: it scrolls sideways on its own (a named region a
 * keyboard can reach), and the table takes the same name.
 */
export function TableCard({ title, columns, children }: Props) {
  return (
    <Card title={title} titleAs="h3">
      <TableContainer tabIndex={0} role="region" aria-label={title}>
        <Table aria-label={title}>
          <THead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </THead>
          <TBody>{children}</TBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
