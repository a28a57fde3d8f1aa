import { useRef, useState } from 'react';
import { Pagination } from '@/ui/pagination/Pagination';

const perPage = 4;
const articles = [
  'Closing the books in ten steps',
  'How to read a cash-flow statement',
  'Invoices your clients pay on time',
  'A budget the whole team can follow',
  'When to hire an accountant',
  'Taxes for freelancers, in plain words',
  'Pricing a new service',
  'Five reports every manager needs',
  'Getting paid in other currencies',
  'The year-end checklist',
];

/**
 * After a page change the focus moves to the results' heading (`tabIndex={-1}`), which names the
 * page: a keyboard or screen reader user lands on the new items rather than back at the buttons.
 */
export default function FocusAfterPaging() {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const pageCount = Math.ceil(articles.length / perPage);
  const goTo = (next: number) => {
    setPage(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <h3 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 'var(--fs-md)' }}>
        Articles, page {page} of {pageCount}
      </h3>
      <ol start={(page - 1) * perPage + 1} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
        {articles.slice((page - 1) * perPage, page * perPage).map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={goTo}
        size="sm"
        align="center"
        labels={{ nav: 'Articles' }}
      />
    </div>
  );
}
