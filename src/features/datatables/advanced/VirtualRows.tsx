import { useVirtualizer } from '@tanstack/react-virtual';
import type { ComponentProps, RefObject } from 'react';
import type { AdvancedRow } from './advancedTable';
import { ROW_HEIGHT } from './rowHeight';
import { RowsSlice } from './RowsSlice';

type Props = Pick<ComponentProps<typeof RowsSlice>, 'colSpan' | 'render'> & {
  rows: AdvancedRow[];
  scroller: RefObject<HTMLDivElement | null>;
};

/**
 * The long list's body: only the rows in view and a dozen either side (@tanstack/react-virtual), at
 * one fixed height each. Loaded with the first long list, not with the page.
 */
export default function VirtualRows({ rows, scroller, colSpan, render }: Props) {
  // The virtualizer hands back fresh functions each render, which the React Compiler cannot memoize:
  // it leaves this component as written, which is what the virtualizer needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Where the box already is: it may have scrolled while this code loaded.
    initialOffset: () => scroller.current?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <RowsSlice
      rows={items.map((item) => rows[item.index]!)}
      firstIndex={items[0]?.index ?? 0}
      before={items[0]?.start ?? 0}
      after={items.length ? virtualizer.getTotalSize() - items.at(-1)!.end : 0}
      colSpan={colSpan}
      render={render}
    />
  );
}
