import { useSearchParams } from 'react-router';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Pagination } from '@/ui/pagination/Pagination';
import { Select } from '@/ui/select/Select';

const clients = ['Atlas', 'Borealis', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const invoices = Array.from({ length: 60 }, (_, index) => ({ id: 5000 + index, client: clients[index % 10]! }));
const sizes = ['5', '10', '20'];

/**
 * The whole list state in the address (`?q=atlas&size=10&page=2`) through react-router's
 * `useSearchParams`: a search or a new page size goes back to page 1, and a link opens the same view.
 */
export default function UrlPagination() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const size = sizes.includes(params.get('size') ?? '') ? Number(params.get('size')) : 5;
  const found = invoices.filter((invoice) => invoice.client.toLowerCase().includes(query.toLowerCase()));
  const pageCount = Math.max(1, Math.ceil(found.length / size));
  const page = Math.min(pageCount, Math.max(1, Number(params.get('page')) || 1));
  const set = (changes: Record<string, string>) =>
    setParams((was) => new URLSearchParams({ ...Object.fromEntries(was), ...changes }), { preventScrollReset: true });
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.75rem' }}>
        <Field label="Client">
          <Input type="search" value={query} onChange={(event) => set({ q: event.target.value, page: '1' })} />
        </Field>
        <Field label="Per page">
          <Select
            value={String(size)}
            onValueChange={(value) => set({ size: value, page: '1' })}
            options={sizes.map((value) => ({ value, label: value }))}
          />
        </Field>
      </div>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {found.slice((page - 1) * size, page * size).map((invoice) => (
          <li key={invoice.id}>
            Invoice #{invoice.id}, {invoice.client}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => set({ page: String(next) })}
        labels={{ nav: 'Invoices' }}
      />
      <p style={{ margin: 0 }}>
        Address:{' '}
        <code style={{ overflowWrap: 'anywhere' }}>{params.size ? `?${params.toString()}` : 'no parameters'}</code>
      </p>
    </div>
  );
}
