import { useState } from 'react';
import { ListFooter } from '@/ui/pagination/ListFooter';

const members = [
  'Amelia Hart',
  'Bruno Costa',
  'Chen Wei',
  'Dana Levi',
  'Elif Kaya',
  'Farah Haddad',
  'Gustav Berg',
  'Hana Sato',
  'Ivan Petrov',
  'Julia Rossi',
  'Kofi Mensah',
  'Lena Vogel',
  'Mateo Silva',
];
const perPage = 4;

/**
 * `ListFooter` under a list: which rows show (announced as it changes) and the pages. The kit takes
 * its words as props, so an app passes them from its translations.
 */
export default function ListFooterPaging() {
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(members.length / perPage);
  const first = (page - 1) * perPage;
  const shown = members.slice(first, first + perPage);
  return (
    <div style={{ border: '1px solid var(--c-border)', borderRadius: 'var(--radius-md)' }}>
      <ul style={{ margin: 0, padding: 'var(--space-3) var(--space-5)', listStylePosition: 'inside' }}>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <ListFooter
        summary={`Showing ${first + 1} to ${first + shown.length} of ${members.length} members`}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{ nav: 'Members pages', previous: 'Previous page', next: 'Next page' }}
      />
    </div>
  );
}
