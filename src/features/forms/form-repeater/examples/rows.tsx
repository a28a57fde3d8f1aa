import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Button } from '@/ui/button/Button';

/**
 * What the last action on the rows did, for a polite live region (`<p role="status">`): a row added,
 * moved or removed is not seen by a screen reader otherwise.
 */
export function useRowNews() {
  const [news, setNews] = useState('');
  return [news, setNews] as const;
}

/** Runs `act` once the rows have re-rendered (a new row's field exists, a removed one is gone). */
export const afterRender = (act: () => void) => requestAnimationFrame(() => requestAnimationFrame(act));

type RowToolsProps = {
  index: number;
  count: number;
  /** How the row is named in the buttons' names ("Move Cable up"). */
  name: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Where the focus goes once the row is gone: the row now at `index` (or the last one). */
  focusRow: (index: number) => void;
  say: (news: string) => void;
};

/**
 * A row's Up, Down and Remove buttons. A moved row keeps the focus on the button pressed, or on the
 * other arrow when it reached an end; the last row left cannot be removed.
 */
export function RowTools({ index, count, name, move, remove, focusRow, say }: RowToolsProps) {
  const shift = (event: MouseEvent<HTMLButtonElement>, to: number) => {
    const row = event.currentTarget.parentElement;
    move(index, to);
    say(`${name} moved to position ${to + 1} of ${count}.`);
    const end = to === 0 ? 'down' : to === count - 1 ? 'up' : null;
    if (end) afterRender(() => row?.querySelector<HTMLElement>(`[data-move="${end}"]`)?.focus());
  };
  return (
    <div style={{ display: 'flex', gap: '0.25rem' }}>
      <Button
        variant="text"
        tone="secondary"
        size="sm"
        iconOnly
        aria-label={`Move ${name} up`}
        data-move="up"
        disabled={index === 0}
        onClick={(event) => shift(event, index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="text"
        tone="secondary"
        size="sm"
        iconOnly
        aria-label={`Move ${name} down`}
        data-move="down"
        disabled={index === count - 1}
        onClick={(event) => shift(event, index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        variant="text"
        tone="danger"
        size="sm"
        iconOnly
        aria-label={`Remove ${name}`}
        disabled={count === 1}
        onClick={() => {
          remove(index);
          say(`${name} removed.`);
          afterRender(() => focusRow(Math.min(index, count - 2)));
        }}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** What the form sent, as JSON, read out when it appears. */
export function Sent({ value }: { value: unknown }) {
  return (
    <div role="status">
      {value != null && (
        <pre
          style={{
            margin: 0,
            padding: '0.75rem',
            overflow: 'auto',
            fontSize: '0.8125rem',
            background: 'var(--c-body)',
            borderRadius: '0.375rem',
          }}
        >
          {`Sent: ${JSON.stringify(value, null, 2)}`}
        </pre>
      )}
    </div>
  );
}
