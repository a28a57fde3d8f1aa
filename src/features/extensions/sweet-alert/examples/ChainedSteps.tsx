import { useState } from 'react';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';

/**
 * Steps are successive `await`s: each dialog opens when the one before is answered, and Cancel at
 * any step stops the chain. The focus goes back to the button once the chain is over.
 */
export default function ChainedSteps() {
  const { ask, dialog } = useAlertDialog();
  const [summary, setSummary] = useState('No project yet.');

  const start = async () => {
    const name = await ask({
      title: 'Step 1 of 3: name',
      input: { label: 'Project name', validate: (value) => (value.trim() ? null : 'Give the project a name.') },
      confirmLabel: 'Next',
      cancelLabel: true,
    });
    if (!name.confirmed) return setSummary('Stopped at step 1.');
    const team = await ask({
      title: 'Step 2 of 3: team',
      input: { label: 'Team size', type: 'number', defaultValue: '3' },
      confirmLabel: 'Next',
      cancelLabel: true,
    });
    if (!team.confirmed) return setSummary('Stopped at step 2.');
    const done = await ask({
      tone: 'question',
      title: 'Step 3 of 3: create it?',
      text: `“${name.value}” for a team of ${team.value}.`,
      confirmLabel: 'Create project',
      cancelLabel: 'Back out',
    });
    setSummary(done.confirmed ? `Created “${name.value}” (${team.value} people).` : 'Stopped at step 3.');
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button onClick={() => void start()}>New project</Button>
      <p role="status" style={{ margin: 0 }}>
        {summary}
      </p>
      {dialog}
    </div>
  );
}
