import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref, TableHTMLAttributes, ThHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tones, type Tone } from '../theme/tokens';

/** Scrolls a wide table sideways on a phone instead of breaking the layout. */
export const TableContainer = styled.div`
  /* The containing block of what a cell positions (visually hidden text included), so the scroll
     clips it too instead of it widening the page. */
  position: relative;
  inline-size: 100%;
  overflow-x: auto;
`;

const Root = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: var(--fs-md);
  color: var(--c-text);
  caption {
    padding: var(--space-3) var(--space-5);
    text-align: start;
    color: var(--c-muted);
    caption-side: bottom;
  }
  &[data-size='sm'] :is(thead, tbody, tfoot) :is(th, td) {
    padding: 0.5rem 1rem;
  }
  &[data-striped] tbody tr:nth-of-type(odd) > * {
    background: var(--c-body);
  }
  &[data-bordered] :is(th, td) {
    border: 1px solid var(--c-border);
  }
  &[data-borderless] :is(th, td) {
    border: 0;
  }
  &[data-static] tbody tr:hover > * {
    background: transparent;
  }
  &[data-static][data-striped] tbody tr:nth-of-type(odd):hover > * {
    background: var(--c-body);
  }
  &[data-head='dark'] thead th {
    background: var(--c-heading);
    color: var(--c-raised);
    border-color: var(--c-heading);
  }
  &[data-head='tint'] thead th {
    background: var(--c-body);
  }
  ${tones.map(
    (tone) => `
  & tbody tr[data-tone='${tone}'] > *,
  & tbody tr[data-tone='${tone}']:hover > * {
    background: var(--c-${tone}-tint);
    color: var(--c-${tone}-text);
  }`,
  )}
`;

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Tighter cells, for dense data. */
  size?: 'sm' | 'md';
  /** Every other body row shaded. */
  striped?: boolean;
  /** A line around every cell. */
  bordered?: boolean;
  /** No lines at all. */
  borderless?: boolean;
  /** Body rows light up under the pointer (the default); false for a table that only shows. */
  hover?: boolean;
  /** The header row's look: plain (the default), dark, or a light tint. */
  head?: 'plain' | 'dark' | 'tint';
  ref?: Ref<HTMLTableElement>;
};

/** The kit's table: plain HTML table parts drawn in the theme, in the variants a product needs. */
export function Table({ size, striped, bordered, borderless, hover = true, head, ...rest }: TableProps) {
  return (
    <Root
      data-size={size}
      data-striped={striped || undefined}
      data-bordered={bordered || undefined}
      data-borderless={borderless || undefined}
      data-static={hover ? undefined : ''}
      data-head={head}
      {...rest}
    />
  );
}

export const THead = styled.thead`
  th {
    padding: 0.875rem 1.25rem;
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    text-transform: uppercase;
    letter-spacing: 0.03em;
    text-align: start;
    white-space: nowrap;
    color: var(--c-heading);
    border-block: 1px solid var(--c-border);
  }
`;

export const TBody = styled.tbody`
  td,
  th {
    padding: 0.75rem 1.25rem;
    border-block-end: 1px solid var(--c-border);
    vertical-align: middle;
  }
  /* A row's header (th scope="row") reads like its cells, a little stronger. */
  th {
    text-align: start;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  tr:hover > * {
    background: var(--c-hover);
  }
  tr[aria-selected='true'] > * {
    background: var(--c-primary-tint);
  }
`;

export type TrProps = HTMLAttributes<HTMLTableRowElement> & {
  /** A contextual row: tinted in a tone, to mark what it holds (an error, a success). */
  tone?: Tone;
  ref?: Ref<HTMLTableRowElement>;
};

export function Tr({ tone, ...rest }: TrProps) {
  return <tr data-tone={tone} {...rest} />;
}

export const Td = styled.td``;

type SortDirection = 'asc' | 'desc' | false;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  color: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
    color: var(--c-muted);
  }
  &:hover svg {
    color: var(--c-heading);
  }
`;

const Rank = styled.span`
  min-inline-size: 1.125rem;
  padding: 0 0.3125rem;
  border-radius: var(--radius-pill);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-size: var(--fs-xs);
  line-height: 1.125rem;
  text-align: center;
`;

export type ThProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** Makes the header a sort button; its state is announced through aria-sort. */
  sort?: SortDirection;
  /** Given the click, so a table can read Shift (add this column to the sort) from it. */
  onSort?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Where this column comes in a sort by several columns (1 first), shown after the arrow. ARIA lets
   * one header carry aria-sort: the first; the others say their place in words (`sortRankLabel`).
   */
  sortRank?: number;
  sortRankLabel?: string;
  children?: ReactNode;
};

export function Th({ sort, onSort, sortRank, sortRankLabel, children, ...rest }: ThProps) {
  if (!onSort) return <th {...rest}>{children}</th>;
  const ariaSort = sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none';
  const ranked = sortRank != null && sort;
  return (
    <th aria-sort={ranked && sortRank > 1 ? undefined : ariaSort} {...rest}>
      <SortButton type="button" onClick={onSort}>
        {children}
        {sort === 'asc' ? (
          <ArrowUp aria-hidden />
        ) : sort === 'desc' ? (
          <ArrowDown aria-hidden />
        ) : (
          <ArrowUpDown aria-hidden />
        )}
        {ranked && (
          <Rank>
            <span aria-hidden>{sortRank}</span>
            {sortRankLabel && <span className="visually-hidden">{sortRankLabel}</span>}
          </Rank>
        )}
      </SortButton>
    </th>
  );
}
