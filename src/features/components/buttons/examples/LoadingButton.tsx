import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/button/Button';

type State = 'idle' | 'saving' | 'saved';

/**
 * `loading`: a spinner replaces the start icon, the width holds, and presses are ignored. The
 * button keeps the keyboard focus while busy (it is not `disabled`), and `aria-busy` tells a screen
 * reader to wait.
 */
export default function LoadingButton() {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'saving') return;
    // Stands in for the request a real form would send.
    const timer = setTimeout(() => setState('saved'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' }}>
      <Button
        loading={state === 'saving'}
        tone={state === 'saved' ? 'success' : 'primary'}
        startIcon={state === 'saved' ? <Check aria-hidden /> : undefined}
        onClick={() => setState('saving')}
      >
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : 'Save changes'}
      </Button>
      <Button variant="outline" loading>
        Uploading
      </Button>
    </div>
  );
}
