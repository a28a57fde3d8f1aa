import { Import } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BlockUi } from '@/ui/block-ui/BlockUi';
import { Button } from '@/ui/button/Button';

type State = 'idle' | 'importing' | 'done' | 'cancelled';

const outcome: Record<Exclude<State, 'importing'>, string> = {
  idle: 'Your address book has 12 contacts.',
  done: '250 contacts imported.',
  cancelled: 'Import cancelled: nothing was changed.',
};

/**
 * An `action` on the veil lets people stop a long task. Import had the focus, so the veil hands it to
 * Cancel while it blocks, and back to Import when the task ends or is cancelled.
 */
export default function CancelableBlock() {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'importing') return;
    // Stands in for a long import; cancelling clears it.
    const timer = setTimeout(() => setState('done'), 8000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <BlockUi
        blocking={state === 'importing'}
        showLabel
        label="Importing 250 contacts…"
        action={
          <Button size="sm" variant="outline" tone="secondary" onClick={() => setState('cancelled')}>
            Cancel
          </Button>
        }
      >
        <div
          style={{ display: 'grid', alignContent: 'start', justifyItems: 'start', gap: '1rem', minBlockSize: '9rem' }}
        >
          <p style={{ margin: 0 }}>Bring in the contacts of your old address book, from a CSV file.</p>
          <Button variant="tint" startIcon={<Import aria-hidden />} onClick={() => setState('importing')}>
            Import contacts
          </Button>
        </div>
      </BlockUi>
      <p role="status" style={{ margin: 0 }}>
        {state !== 'importing' && outcome[state]}
      </p>
    </div>
  );
}
