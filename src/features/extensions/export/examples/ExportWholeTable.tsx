import { ExportBar } from '../../spreadsheet/ExportBar';
import { orderColumns, orders } from '../../spreadsheet/orders';
import { OrdersTable } from '../../spreadsheet/OrdersTable';

/**
 * Every row of the table goes out: as CSV (papaparse), as an Excel workbook (write-excel-file,
 * loaded on the first export) or on paper, under the file name typed.
 */
export default function ExportWholeTable() {
  return (
    <>
      <ExportBar name="orders" columns={orderColumns} rows={orders} nothingHint="The table is empty." />
      <OrdersTable caption={`${orders.length} orders`} rows={orders} />
    </>
  );
}
