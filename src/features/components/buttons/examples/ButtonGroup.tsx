import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';

/** Buttons joined edge to edge: inner corners square, one border between neighbours. */
const Segments = styled.div`
  display: inline-flex;
  > button {
    border-radius: 0;
  }
  > button:first-child {
    border-start-start-radius: var(--radius-md);
    border-end-start-radius: var(--radius-md);
  }
  > button:last-child {
    border-start-end-radius: var(--radius-md);
    border-end-end-radius: var(--radius-md);
  }
  > button + button {
    margin-inline-start: -1px;
  }
`;

const ranges = ['Day', 'Week', 'Month'] as const;

/**
 * A button group: one choice among a few, each a button with `aria-pressed`, inside a named
 * `role="group"`. The chosen one is solid, so the state does not rest on colour alone.
 */
export default function ButtonGroup() {
  const [range, setRange] = useState<(typeof ranges)[number]>('Week');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      <Segments role="group" aria-label="Calendar range">
        {ranges.map((option) => (
          <Button
            key={option}
            variant={option === range ? 'solid' : 'outline'}
            aria-pressed={option === range}
            onClick={() => setRange(option)}
          >
            {option}
          </Button>
        ))}
      </Segments>
      <p style={{ margin: 0 }}>Showing one {range.toLowerCase()} of events.</p>
    </div>
  );
}
