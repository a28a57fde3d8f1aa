import { FileBarChart } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BlockUi } from '@/ui/block-ui/BlockUi';
import { Button } from '@/ui/button/Button';

const Report = styled(BlockUi)`
  min-block-size: 8rem;
  padding: 1rem;
  border: 1px dashed var(--c-border);
  border-radius: var(--radius-md);
`;

/**
 * `showLabel` writes the label under the spinner, for a wait that deserves a word of explanation; the
 * same words are announced to screen readers.
 */
export default function CustomMessage() {
  const [running, setRunning] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!running) return;
    // Stands in for the report a real server would build.
    const timer = setTimeout(() => {
      setRunning(false);
      setReady(true);
    }, 2000);
    return () => clearTimeout(timer);
  }, [running]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Button
        style={{ justifySelf: 'start' }}
        startIcon={<FileBarChart aria-hidden />}
        onClick={() => setRunning(true)}
      >
        Build the yearly report
      </Button>
      <Report blocking={running} showLabel label="Adding up 12 months of sales…">
        <p style={{ margin: 0 }}>
          {ready
            ? 'Sales: $1.2M, up 18% on last year. Best month: November.'
            : 'The report shows here once it is built.'}
        </p>
      </Report>
    </div>
  );
}
