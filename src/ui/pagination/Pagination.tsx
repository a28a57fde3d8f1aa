import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import styled, { css } from 'styled-components';
import { useKitLabels } from '../shared/kitLabels';
import { pageRange } from './pageRange';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  siblings?: number;
  size?: 'sm' | 'md';
  /** Buttons to the first and the last page, at the ends (named by the kit's words unless `labels` says). */
  showEnds?: boolean;
  /** Where the buttons sit in the row. */
  align?: 'start' | 'center' | 'end';
  labels?: {
    nav?: string;
    previous?: string;
    next?: string;
    first?: string;
    last?: string;
    page?: (page: number) => string;
  };
  className?: string;
};

const List = styled.ul<{ $align: 'start' | 'center' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${(p) => (p.$align === 'center' ? 'center' : `flex-${p.$align}`)};
  align-items: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $size: 'sm' | 'md'; $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${(p) => (p.$size === 'sm' ? '1.875rem' : '2.375rem')};
  block-size: ${(p) => (p.$size === 'sm' ? '1.875rem' : '2.375rem')};
  padding: 0 var(--space-2);
  border: 0;
  border-radius: var(--radius-md);
  background: var(--c-hover);
  color: var(--c-heading);
  font-size: var(--fs-sm);
  cursor: pointer;
  transition: background var(--transition);
  &:hover:not(:disabled) {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${(p) =>
    p.$current &&
    css`
      &&,
      &&:hover {
        background: var(--c-primary);
        color: var(--c-primary-contrast);
      }
    `}
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  /* Chevrons point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Gap = styled.span`
  padding: 0 var(--space-1);
  color: var(--c-muted);
`;

export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  size = 'md',
  showEnds = false,
  align = 'start',
  labels = {},
  className,
}: PaginationProps) {
  const kit = useKitLabels();
  const { first = kit.firstPage, last = kit.lastPage } = labels;
  const {
    nav = 'Pagination',
    previous = 'Previous page',
    next = 'Next page',
    page: pageLabel = (n: number) => `Page ${n}`,
  } = labels;
  const total = Math.max(1, pageCount);
  return (
    <nav aria-label={nav} className={className}>
      <List $align={align}>
        {showEnds && (
          <li>
            <PageButton $size={size} aria-label={first} disabled={page <= 1} onClick={() => onPageChange(1)}>
              <ChevronsLeft aria-hidden />
            </PageButton>
          </li>
        )}
        <li>
          <PageButton $size={size} aria-label={previous} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden />
          </PageButton>
        </li>
        {pageRange(page, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                $size={size}
                $current={item === page}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden>
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton $size={size} aria-label={next} disabled={page >= total} onClick={() => onPageChange(page + 1)}>
            <ChevronRight aria-hidden />
          </PageButton>
        </li>
        {showEnds && (
          <li>
            <PageButton $size={size} aria-label={last} disabled={page >= total} onClick={() => onPageChange(total)}>
              <ChevronsRight aria-hidden />
            </PageButton>
          </li>
        )}
      </List>
    </nav>
  );
}
