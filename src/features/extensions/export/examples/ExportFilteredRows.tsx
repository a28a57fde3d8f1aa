import { useState } from 'react';
import styled from 'styled-components';
import { SearchInput } from '@/ui/input/SearchInput';
import { ExportBar } from '../../spreadsheet/ExportBar';
import { orderColumns, orders } from '../../spreadsheet/orders';
import { OrdersTable } from '../../spreadsheet/OrdersTable';

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/** The export takes the rows the search leaves, so what is saved is what is seen. */
export default function ExportFilteredRows() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = orders.filter((order) =>
    [String(order.id), order.customer, order.email, order.status].some((text) => text.toLowerCase().includes(needle)),
  );
  return (
    <Stack>
      <SearchInput
        label="Search the orders"
        placeholder="Search by order, customer or status"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ExportBar name="orders-found" columns={orderColumns} rows={shown} nothingHint="No order matches the search." />
      <OrdersTable caption={`${shown.length} of ${orders.length} orders`} rows={shown} />
    </Stack>
  );
}
