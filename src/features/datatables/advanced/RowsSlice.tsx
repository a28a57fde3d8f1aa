import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { AdvancedRow } from './advancedTable';

const Spacer = styled.tr`
  &:hover > * {
    background: none !important;
  }
  td {
    padding: 0 !important;
    border: 0 !important;
  }
`;

type Props = {
  rows: AdvancedRow[];
  /** The first row's place in the whole list (0 for the first). */
  firstIndex: number;
  /** The height of the rows not drawn above and below, kept by empty rows so the scroll stays true. */
  before: number;
  after: number;
  colSpan: number;
  /** The table's cell renderer (TanStack's FlexRender). */
  render: (cell: ReturnType<AdvancedRow['getVisibleCells']>[number]) => ReactElement;
};

/** Body rows: all of them, or the slice in view between two spacers. Each row says its place (aria-rowindex). */
export function RowsSlice({ rows, firstIndex, before, after, colSpan, render }: Props) {
  return (
    <>
      {before > 0 && (
        <Spacer aria-hidden>
          <td colSpan={colSpan} style={{ blockSize: before }} />
        </Spacer>
      )}
      {rows.map((row, index) => (
        // Two header rows come first: the titles and the filters.
        <tr key={row.id} aria-rowindex={firstIndex + index + 3}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id}>{render(cell)}</td>
          ))}
        </tr>
      ))}
      {after > 0 && (
        <Spacer aria-hidden>
          <td colSpan={colSpan} style={{ blockSize: after }} />
        </Spacer>
      )}
    </>
  );
}
