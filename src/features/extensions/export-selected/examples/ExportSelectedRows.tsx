import { useState } from 'react';
import { ExportBar } from '../../spreadsheet/ExportBar';
import { orderColumns, orders } from '../../spreadsheet/orders';
import { OrdersTable } from '../../spreadsheet/OrdersTable';

/**
 * Only the rows ticked go out, in the table's order; the header's box ticks or clears them all.
 * With nothing ticked the buttons wait, and the hint says why.
 */
export default function ExportSelectedRows() {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set([5021, 5023]));
  const picked = orders.filter((order) => chosen.has(order.id));
  return (
    <>
      <ExportBar name="selected-orders" columns={orderColumns} rows={picked} nothingHint="Tick the orders to export." />
      <OrdersTable
        caption={`${picked.length} of ${orders.length} orders selected`}
        rows={orders}
        selection={{ chosen, onChange: setChosen }}
      />
    </>
  );
}
