import { Badge } from '@/ui/badge/Badge';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';
import type { Tone } from '@/ui/theme/tokens';
import { money, type Order } from './orders';

const statusTone: Record<Order['status'], Tone> = { Paid: 'success', Pending: 'warning', Refunded: 'secondary' };

type Selection = { chosen: ReadonlySet<number>; onChange: (chosen: Set<number>) => void };

type Props = { caption: string; rows: readonly Order[]; selection?: Selection };

/** The orders as the examples show them; with `selection`, a checkbox per row and one for them all. */
export function OrdersTable({ caption, rows, selection }: Props) {
  // On a phone the table scrolls sideways: a keyboard can reach it and scroll it.
  const scrollRegion = useScrollRegion<HTMLDivElement>(`${caption}, scrollable`);
  const all = rows.length > 0 && rows.every((row) => selection?.chosen.has(row.id));
  const some = rows.some((row) => selection?.chosen.has(row.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selection!.chosen);
    if (on) next.add(id);
    else next.delete(id);
    selection!.onChange(next);
  };
  return (
    <TableContainer {...scrollRegion}>
      <Table size="sm">
        <caption>{caption}</caption>
        <THead>
          <tr>
            {selection && (
              <Th scope="col">
                <Checkbox
                  label="Select every order"
                  hideLabel
                  checked={all ? true : some ? 'indeterminate' : false}
                  onCheckedChange={(on) => selection.onChange(new Set(on === true ? rows.map((row) => row.id) : []))}
                />
              </Th>
            )}
            <Th scope="col">Order</Th>
            <Th scope="col">Customer</Th>
            <Th scope="col">Placed</Th>
            <Th scope="col">Total</Th>
            <Th scope="col">Status</Th>
          </tr>
        </THead>
        <TBody>
          {rows.map((order) => (
            <Tr key={order.id} aria-selected={selection ? selection.chosen.has(order.id) : undefined}>
              {selection && (
                <Td>
                  <Checkbox
                    label={`Select order #${order.id}`}
                    hideLabel
                    checked={selection.chosen.has(order.id)}
                    onCheckedChange={(on) => toggle(order.id, on === true)}
                  />
                </Td>
              )}
              <Td>#{order.id}</Td>
              <Td>{order.customer}</Td>
              <Td>
                <time dateTime={order.placed}>
                  {new Date(`${order.placed}T00:00:00Z`).toLocaleDateString('en-US', {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  })}
                </time>
              </Td>
              <Td>{money(order.total)}</Td>
              <Td>
                <Badge tone={statusTone[order.status]}>{order.status}</Badge>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}
