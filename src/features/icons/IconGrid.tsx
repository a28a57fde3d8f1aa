import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconGlyph } from './IconGlyph';
import type { LucideIconEntry } from './iconData';

/** Every cell the same size, so a row's height is known before it is drawn and nothing jumps. */
const CELL_WIDTH = 112;
const ROW_HEIGHT = 104;
const GAP = 8;

const Scroller = styled.div`
  position: relative;
  block-size: clamp(20rem, calc(100dvh - 22rem), 44rem);
  overflow-y: auto;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-card);
  overscroll-behavior: contain;
`;

const Row = styled.div`
  position: absolute;
  inset-inline: 0;
  display: grid;
  grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  gap: ${GAP}px;
  padding-inline: ${GAP}px;
`;

const Cell = styled.button`
  display: grid;
  grid-template-rows: 1fr auto;
  place-items: center;
  gap: var(--space-1);
  block-size: ${ROW_HEIGHT - GAP}px;
  min-inline-size: 0;
  padding: var(--space-3) var(--space-2) var(--space-2);
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--c-heading);
  font: inherit;
  cursor: pointer;
  transition:
    background-color var(--transition),
    border-color var(--transition);
  span {
    max-inline-size: 100%;
    overflow: hidden;
    font-size: var(--fs-xs);
    color: var(--c-muted);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: var(--c-hover);
  }
  &:focus-visible {
    outline: none;
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  &[data-chosen] {
    border-color: var(--c-primary);
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  /* The muted name on the tint reads at 4.3:1; in the chosen colour it reads at 4.5:1 or more. */
  &[data-chosen] span {
    color: inherit;
  }
`;

/** Rows drawn beyond the view on each side, so a quick scroll or a key press finds them there. */
const OVERSCAN = 3;

/**
 * The rows in the box's view, and a few either side: every row has the same height, so they follow
 * from how far the box has scrolled and how tall it is, measured again on scroll and resize.
 */
function useVisibleRows(scroller: RefObject<HTMLDivElement | null>, rowCount: number) {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => setView({ top: box.scrollTop, height: box.clientHeight });
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [scroller]);
  const first = Math.max(0, Math.floor((view.top - GAP) / ROW_HEIGHT) - OVERSCAN);
  const last = Math.max(first, Math.min(rowCount - 1, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN));
  const indexes = rowCount === 0 ? [] : Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  return { first, last, indexes };
}

/** Scrolls the box the least that shows the row whole. */
function scrollRowIntoView(box: HTMLDivElement | null, row: number) {
  if (!box) return;
  const top = GAP + row * ROW_HEIGHT;
  const bottom = top + ROW_HEIGHT;
  if (top < box.scrollTop) box.scrollTop = top - GAP;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight + GAP;
}

type Props = {
  icons: readonly LucideIconEntry[];
  size: number;
  strokeWidth: number;
  /** The icon last chosen (its name). */
  chosen: string | undefined;
  /** The id of the words that say what pressing an icon does. */
  hintId: string;
  onChoose: (icon: LucideIconEntry) => void;
};

/**
 * The icons as a grid of buttons (give it a `key` per search: a new list starts at its top) in a box of its own height, drawing only the rows in view
 * (three rows either side of the view). It is one tab stop: the arrow keys move through it (mirrored in RTL),
 * Home and End to a row's ends, Ctrl+Home and Ctrl+End to the first and the last icon, Page Up and
 * Page Down by a screen; the focused icon scrolls into view.
 */
export function IconGrid({ icons, size, strokeWidth, chosen, hintId, onChoose }: Props) {
  const { t } = useTranslation('icons');
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(6);
  const [active, setActive] = useState(0);
  const focusAfterMove = useRef(false);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => setColumns(Math.max(1, Math.floor((box.clientWidth - GAP) / (CELL_WIDTH + GAP))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(icons.length / columns);
  const current = Math.min(active, Math.max(0, icons.length - 1));
  const rows = useVisibleRows(scroller, rowCount);

  // After a key moves the focus: once the icon's row is drawn (a far one after the scroll), focus it.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const target = scroller.current?.querySelector<HTMLButtonElement>(`[data-index="${current}"]`);
    if (!target) return;
    focusAfterMove.current = false;
    target.focus();
  });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const perPage = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT)) * columns;
    const rowStart = current - (current % columns);
    const last = icons.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current + (rtl ? -1 : 1),
      ArrowLeft: current + (rtl ? 1 : -1),
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? last : Math.min(rowStart + columns - 1, last),
      PageDown: Math.min(current + perPage, last),
      PageUp: Math.max(current - perPage, 0),
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target < 0 || target > last) return;
    setActive(target);
    focusAfterMove.current = true;
    scrollRowIntoView(scroller.current, Math.floor(target / columns));
  };

  // The tab stop: the icon last focused, or the first drawn when that one has scrolled away.
  const firstDrawn = rows.first * columns;
  const lastDrawn = (rows.last + 1) * columns - 1;
  const tabStop = current >= firstDrawn && current <= lastDrawn ? current : firstDrawn;

  return (
    <Scroller ref={scroller}>
      <div
        role="grid"
        tabIndex={-1}
        aria-label={t('demoIcons.gridLabel', { count: icons.length })}
        aria-rowcount={rowCount}
        aria-colcount={columns}
        aria-describedby={hintId}
        onKeyDown={move}
        style={{ position: 'relative', blockSize: rowCount * ROW_HEIGHT + 2 * GAP }}
      >
        {rows.indexes.map((row) => (
          <Row
            key={row}
            role="row"
            aria-rowindex={row + 1}
            style={{ insetBlockStart: GAP + row * ROW_HEIGHT, '--columns': columns } as CSSProperties}
          >
            {icons.slice(row * columns, row * columns + columns).map((icon, column) => {
              const index = row * columns + column;
              return (
                <div key={icon.name} role="gridcell" aria-colindex={column + 1}>
                  <Cell
                    type="button"
                    data-index={index}
                    tabIndex={index === tabStop ? 0 : -1}
                    data-chosen={icon.name === chosen || undefined}
                    title={icon.component}
                    onFocus={() => setActive(index)}
                    onClick={() => onChoose(icon)}
                  >
                    <IconGlyph node={icon.node} size={size} strokeWidth={strokeWidth} />
                    <span>{icon.name}</span>
                  </Cell>
                </div>
              );
            })}
          </Row>
        ))}
      </div>
    </Scroller>
  );
}
